import { describe, expect, it } from 'vitest';
import { APP_BASE, HOME_PATH, LOGIN_PATH, ROUTES, routePath, routeUrl } from '@/config/routes';

describe('the route table (SPEC 2 "Routes")', () => {
  it('names login and home where the spec puts them', () => {
    expect(HOME_PATH).toBe('/m/home');
    expect(LOGIN_PATH).toBe('/m/login');
    expect(APP_BASE).toBe('/m/');
  });

  it('builds each path from the table under /m/', () => {
    expect(routePath('member/home')).toBe('/m/member/home');
    expect(routePath('changePsw')).toBe('/m/changePsw');
    for (const route of ROUTES) expect(routePath(route.path)).toBe(routeUrl(route));
  });

  it('refuses at typecheck a name the table does not have', () => {
    // @ts-expect-error "homepage" is no route of the table
    expect(routePath('homepage')).toBe('/m/homepage');
  });

  it('has one row per path', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
