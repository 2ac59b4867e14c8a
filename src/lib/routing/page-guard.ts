// Runs on every page before islands matter: sends guests away from member pages (SPEC 2 guard).
import { readSession, tokenFrom } from '../session/session-info';
import { session } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { LOGIN_PATH } from '../../config/routes';
import { safeGoTarget } from './go-target';
import { guardRedirect } from './guard';
import { loginUrlFor, withPreservedQuery } from './navigation';

/** Where the guard sends this page's visitor (with the page as the `go` target for login), or undefined. */
export function guardTarget(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  hasToken: boolean,
  passwordChangeDue = false,
): string | undefined {
  const target = guardRedirect(location.pathname, hasToken, passwordChangeDue);
  if (!target) return hasToken ? memberOnLogin(location) : undefined;
  return target === LOGIN_PATH ? loginUrlFor(location) : withPreservedQuery(target, location.search);
}

/** Applies the guard to the current page; marks the page as allowed so its content shows. */
export function applyPageGuard(): void {
  const hasToken = Boolean(tokenFrom(location.search, readSession(session())));
  const target = guardTarget(location, hasToken, session().getItem(STORAGE_KEYS.passwordChange) !== null);
  if (target) location.replace(target);
  else document.documentElement.dataset['guard'] = 'passed';
}

const isLogin = (path: string) => path.split(/[?#]/)[0]!.replace(/\.html$/, '') === LOGIN_PATH;

/**
 * A member sent to /m/login with somewhere to go goes on there: a game tile's link, tapped before its page ran
 * its scripts, is the login with the game as its target (issue 43), for a guest and a member alike.
 */
function memberOnLogin(location: Pick<Location, 'pathname' | 'search'>): string | undefined {
  if (!isLogin(location.pathname)) return undefined;
  const go = safeGoTarget(new URLSearchParams(location.search).get('go'));
  return go && !isLogin(go) ? go : undefined;
}
