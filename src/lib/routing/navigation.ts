// SPEC 2: the query parameters that survive navigation, and the login URL with `go`.
import { LOGIN_PATH } from '../../config/routes';

const PROBE_ORIGIN = 'https://origin.invalid';

export const PRESERVED_QUERY_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fullscreen',
  'from',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
  'kw',
] as const;

/** `target` with the current page's preserved parameters added (the target's own values win). */
export function withPreservedQuery(target: string, currentSearch: string): string {
  const url = new URL(target, PROBE_ORIGIN);
  const current = new URLSearchParams(currentSearch);
  for (const name of PRESERVED_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

// SPEC 2 "Routing rules": guests go to /m/login with the page to return to as `go`; one builder for every caller.

/** A page as a `go` or back target: its path without .html, with its query. */
export const pageGoTarget = (page: Pick<Location, 'pathname' | 'search'>) =>
  `${page.pathname.replace(/\.html$/, '')}${page.search}`;

/** /m/login with `go` set, keeping the preserved query parameters of `currentSearch` (SPEC 2). */
export function loginUrl(go: string, currentSearch = ''): string {
  const url = new URL(withPreservedQuery(LOGIN_PATH, currentSearch), PROBE_ORIGIN);
  url.searchParams.set('go', go);
  return `${url.pathname}${url.search}`;
}

/** /m/login that returns to `page` afterwards: the guard's and the game taps' target for guests. */
export const loginUrlFor = (page: Pick<Location, 'pathname' | 'search'>) => loginUrl(pageGoTarget(page), page.search);
