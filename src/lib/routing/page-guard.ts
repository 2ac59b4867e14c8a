// Runs on every page before islands matter: sends guests away from member pages (SPEC 2 guard).
import { readSession, tokenFrom } from '../session/session-info';
import { session } from '../storage/guarded-storage';
import { guardRedirect, LOGIN_PATH } from './guard';
import { withPreservedQuery } from './navigation';

/** Where the guard sends this page's visitor (with the page as the `go` target for login), or undefined. */
export function guardTarget(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  hasToken: boolean,
): string | undefined {
  const target = guardRedirect(location.pathname, hasToken);
  if (!target) return undefined;
  const next = withPreservedQuery(target, location.search);
  if (target !== LOGIN_PATH) return next;
  const url = new URL(next, 'https://origin.invalid');
  url.searchParams.set('go', `${location.pathname.replace(/\.html$/, '')}${location.search}`);
  return `${url.pathname}${url.search}`;
}

/** Applies the guard to the current page; marks the page as allowed so its content shows. */
export function applyPageGuard(): void {
  const hasToken = Boolean(tokenFrom(location.search, readSession(session())));
  const target = guardTarget(location, hasToken);
  if (target) location.replace(target);
  else document.documentElement.dataset['guard'] = 'passed';
}
