// SPEC 2 "Routing rules": guests go to /m/login with the page to return to as `go`; one builder for every caller.
import { LOGIN_PATH } from '../../config/routes';
import { withPreservedQuery } from './navigation';

/** A page as a `go` or back target: its path without .html, with its query. */
export const pageGoTarget = (page: Pick<Location, 'pathname' | 'search'>) =>
  `${page.pathname.replace(/\.html$/, '')}${page.search}`;

/** /m/login with `go` set, keeping the preserved query parameters of `currentSearch` (SPEC 2). */
export function loginUrl(go: string, currentSearch = ''): string {
  const url = new URL(withPreservedQuery(LOGIN_PATH, currentSearch), 'https://origin.invalid');
  url.searchParams.set('go', go);
  return `${url.pathname}${url.search}`;
}

/** /m/login that returns to `page` afterwards: the guard's and the game taps' target for guests. */
export const loginUrlFor = (page: Pick<Location, 'pathname' | 'search'>) => loginUrl(pageGoTarget(page), page.search);
