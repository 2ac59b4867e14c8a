// SPEC 2 "forced refresh": which pages reload in place and which are replaced by /m/home. Apart from
// navigation.ts so it loads with the update code, not with every page.
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
