import { describe, expect, it } from 'vitest';
import { PAGE_REFRESH_DELAY_MS } from '@/config/constants';
import { forcedRefreshAction, RELOAD_IN_PLACE } from '@/lib/routing/forced-refresh';
import { PRESERVED_QUERY_PARAMS, withPreservedQuery } from '@/lib/routing/navigation';

const RELOADING = [
  '/m/home',
  '/m/game',
  '/m/login',
  '/m/index',
  '/m/index.html',
  '/m/member/home',
  '/m/register',
  '/m/register.html',
];

describe('forced refresh (SPEC 2)', () => {
  it('names the eight pages that reload in place', () => {
    expect([...RELOAD_IN_PLACE].sort()).toEqual([...RELOADING].sort());
  });

  it.each(RELOADING)('reloads %s in place', (pathname) => {
    expect(forcedRefreshAction(pathname)).toEqual({ type: 'reload' });
  });

  it('replaces any other page by /m/home after 200 ms', () => {
    expect(PAGE_REFRESH_DELAY_MS).toBe(200);
    expect(forcedRefreshAction('/m/activity')).toEqual({ type: 'replace', url: '/m/home', delayMs: 200 });
  });

  it.each(['/m/home.html', '/m/game.html', '/m/login.html', '/m/changePsw', '/', '/m/Home'])(
    'replaces %s',
    (pathname) => {
      expect(forcedRefreshAction(pathname)).toMatchObject({ type: 'replace', url: '/m/home' });
    },
  );
});

describe('query parameters preserved on navigation (SPEC 2)', () => {
  const ALL = [
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
  ];

  it('names the fourteen parameters', () => {
    expect([...PRESERVED_QUERY_PARAMS]).toEqual(ALL);
  });

  it.each(ALL)('carries %s over', (name) => {
    expect(withPreservedQuery('/m/login', `?${name}=v1`)).toBe(`/m/login?${name}=v1`);
  });

  it('carries all fourteen over together and drops the others', () => {
    const current = new URLSearchParams(ALL.map((name, i) => [name, `v${i}`]));
    current.set('token', 'secret');
    current.set('other', 'x');
    const url = new URL(withPreservedQuery('/m/home', `?${current}`), 'https://x.invalid');
    expect(Object.fromEntries(url.searchParams)).toEqual(Object.fromEntries(ALL.map((name, i) => [name, `v${i}`])));
  });

  it('drops a parameter that is not preserved', () => {
    expect(withPreservedQuery('/m/home', '?utm_source=x&token=t')).toBe('/m/home');
  });

  it("keeps the target's own query and hash, and its own value wins", () => {
    expect(withPreservedQuery('/m/activity?id=3&from=target#top', '?from=page&kw=k')).toBe(
      '/m/activity?id=3&from=target&kw=k#top',
    );
  });

  it('carries an empty value over', () => {
    expect(withPreservedQuery('/m/home', '?inApp=')).toBe('/m/home?inApp=');
  });
});
