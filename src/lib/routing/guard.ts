// SPEC 2 "Routing rules" and SPEC 6: who may open which page.
import { CHANGE_PASSWORD_PATH, HOME_PATH, LOGIN_PATH, ROUTES, routePath, routeUrl } from '../../config/routes';

const FEEDBACK_PATH = routePath('feedback');

/** Paths (with and without .html) reachable without a token; / forwards to /m/home. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  ...ROUTES.filter((route) => route.public).flatMap((route) => [routeUrl(route), `${routeUrl(route)}.html`]),
]);

export const isPublicPath = (pathname: string) => PUBLIC_PATHS.has(pathname.replace(/\/$/, '') || '/');

/**
 * Where a visitor must go instead of `pathname`, or undefined to stay. A member whose password change is due
 * (SPEC 4 "Login" 3) goes back to /m/changePsw from every page: the change cannot be walked around.
 */
export function guardRedirect(pathname: string, hasToken: boolean, passwordChangeDue = false): string | undefined {
  const path = pathname.replace(/\.html$/, '');
  if (hasToken) return passwordChangeDue && path !== CHANGE_PASSWORD_PATH ? CHANGE_PASSWORD_PATH : undefined;
  if (path === FEEDBACK_PATH) return HOME_PATH; // SPEC 8: feedback without a session
  return isPublicPath(pathname) ? undefined : LOGIN_PATH;
}
