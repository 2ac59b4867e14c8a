// SPEC 2 "Routing rules" and SPEC 6: who may open which page.
import { HOME_PATH, LOGIN_PATH, ROUTES, routePath, routeUrl } from '../../config/routes';

const FEEDBACK_PATH = routePath('feedback');

/** Paths (with and without .html) reachable without a token; / forwards to /m/home. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  ...ROUTES.filter((route) => route.public).flatMap((route) => [routeUrl(route), `${routeUrl(route)}.html`]),
]);

export const isPublicPath = (pathname: string) => PUBLIC_PATHS.has(pathname.replace(/\/$/, '') || '/');

/** Where a visitor must go instead of `pathname`, or undefined to stay. */
export function guardRedirect(pathname: string, hasToken: boolean): string | undefined {
  if (hasToken) return undefined;
  const path = pathname.replace(/\.html$/, '');
  if (path === FEEDBACK_PATH) return HOME_PATH; // SPEC 8: feedback without a session
  return isPublicPath(pathname) ? undefined : LOGIN_PATH;
}
