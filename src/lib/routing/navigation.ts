// SPEC 2: forced refresh and the query parameters that survive navigation.
import { PAGE_REFRESH_DELAY_MS } from '../../config/constants';
import { HOME_PATH, LOGIN_PATH, routePath } from '../../config/routes';

/** Pages that reload in place on a forced refresh. */
export const RELOAD_IN_PLACE: readonly string[] = [
  HOME_PATH,
  routePath('game'),
  LOGIN_PATH,
  routePath('index'),
  `${routePath('index')}.html`,
  routePath('member/home'),
  routePath('register'),
  `${routePath('register')}.html`,
];

export type RefreshAction = { type: 'reload' } | { type: 'replace'; url: string; delayMs: number };

export function forcedRefreshAction(pathname: string): RefreshAction {
  return RELOAD_IN_PLACE.includes(pathname)
    ? { type: 'reload' }
    : { type: 'replace', url: HOME_PATH, delayMs: PAGE_REFRESH_DELAY_MS };
}

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
  const url = new URL(target, 'https://origin.invalid');
  const current = new URLSearchParams(currentSearch);
  for (const name of PRESERVED_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
