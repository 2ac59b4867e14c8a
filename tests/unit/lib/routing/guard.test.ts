import { describe, expect, it } from 'vitest';
import { HOME_PATH, LOGIN_PATH } from '@/config/routes';
import { guardRedirect, isPublicPath, PUBLIC_PATHS } from '@/lib/routing/guard';
import { guardTarget } from '@/lib/routing/page-guard';

const MEMBER_PAGES = ['/m/member/home', '/m/changePsw', '/m/agentRegister', '/m/launchGame'];
const PUBLIC_PAGES = [
  '/m/home',
  '/m/index',
  '/m/login',
  '/m/register',
  '/m/inviteFriends',
  '/m/activity',
  '/m/game',
  '/m/sports',
  '/m/live',
  '/m/rng',
  '/m/table',
  '/m/fish',
  '/m/pvp',
  '/m/crash',
  '/m/arcade',
  '/m/elott',
  '/m/news',
  '/m/download',
  '/m/app',
];

describe('the guard (SPEC 2 "Routing rules", SPEC 6)', () => {
  it('sends the login and home paths where the spec names them', () => {
    expect(LOGIN_PATH).toBe('/m/login');
    expect(HOME_PATH).toBe('/m/home');
  });

  it.each(MEMBER_PAGES)('sends a guest on %s to /m/login', (path) => {
    expect(guardRedirect(path, false)).toBe('/m/login');
    expect(guardRedirect(`${path}.html`, false)).toBe('/m/login');
  });

  it.each(PUBLIC_PAGES)('lets a guest stay on the public page %s, with and without .html', (path) => {
    expect(guardRedirect(path, false)).toBeUndefined();
    expect(guardRedirect(`${path}.html`, false)).toBeUndefined();
    expect(isPublicPath(path)).toBe(true);
  });

  it('lets a guest stay on / and on the public invite page', () => {
    expect(guardRedirect('/', false)).toBeUndefined();
    expect(guardRedirect('/m/inviteFriends', false)).toBeUndefined();
  });

  it('sends a guest on /m/feedback to /m/home, not to login (SPEC 8)', () => {
    expect(guardRedirect('/m/feedback', false)).toBe('/m/home');
    expect(guardRedirect('/m/feedback.html', false)).toBe('/m/home');
  });

  it.each([...MEMBER_PAGES, ...PUBLIC_PAGES, '/m/feedback', '/'])('does nothing on %s with a token', (path) => {
    expect(guardRedirect(path, true)).toBeUndefined();
  });

  it('sends a guest on an unknown page to /m/login', () => {
    expect(guardRedirect('/m/unknown', false)).toBe('/m/login');
  });

  it('ignores a trailing slash', () => {
    expect(guardRedirect('/m/home/', false)).toBeUndefined();
    expect(guardRedirect('/m/member/home/', false)).toBe('/m/login');
  });

  it('treats paths case-sensitively: /M/home is not the public /m/home', () => {
    expect(isPublicPath('/M/home')).toBe(false);
  });

  it('lists no member page as public', () => {
    for (const path of MEMBER_PAGES) {
      expect(PUBLIC_PATHS.has(path)).toBe(false);
      expect(PUBLIC_PATHS.has(`${path}.html`)).toBe(false);
    }
  });
});

describe('guardTarget: where the page guard sends a visitor', () => {
  const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

  it('sends a guest to /m/login with the page as the go target', () => {
    expect(guardTarget(at('/m/member/home.html'), false)).toBe('/m/login?go=%2Fm%2Fmember%2Fhome');
  });

  it('keeps the preserved parameters and puts the page query in go', () => {
    const target = new URL(guardTarget(at('/m/launchGame', '?vendor=V&affiliateCode=A1'), false)!, 'https://x.invalid');
    expect(target.pathname).toBe('/m/login');
    expect(target.searchParams.get('affiliateCode')).toBe('A1');
    expect(target.searchParams.get('go')).toBe('/m/launchGame?vendor=V&affiliateCode=A1');
    expect(target.searchParams.has('vendor')).toBe(false);
  });

  it('sends a guest on feedback home without a go target', () => {
    expect(guardTarget(at('/m/feedback', '?r=R1'), false)).toBe('/m/home?r=R1');
  });

  it('lets members and public pages through', () => {
    expect(guardTarget(at('/m/member/home'), true)).toBeUndefined();
    expect(guardTarget(at('/m/home'), false)).toBeUndefined();
  });
});

describe('a password change due (SPEC 4 "Login" 3)', () => {
  it.each(['/m/home', '/m/home.html', '/m/member/home', '/m/launchGame', '/m/promotions', '/m/login', '/'])(
    'sends a member from %s back to /m/changePsw',
    (path) => {
      expect(guardRedirect(path, true, true)).toBe('/m/changePsw');
    },
  );

  it('lets the member stay on /m/changePsw, and changes nothing for a guest or a member with no change due', () => {
    expect(guardRedirect('/m/changePsw', true, true)).toBeUndefined();
    expect(guardRedirect('/m/changePsw.html', true, true)).toBeUndefined();
    expect(guardRedirect('/m/home', true, false)).toBeUndefined();
    expect(guardRedirect('/m/home', false, true)).toBeUndefined();
    expect(guardRedirect('/m/member/home', false, true)).toBe('/m/login');
  });
});

describe('a member sent to /m/login with somewhere to go (a game tile tapped before hydration, issue 43)', () => {
  const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
  const go = (target: string) => `?${new URLSearchParams({ go: target })}`;
  const game = '/m/game?category=RNG&vendor=GOLDREEL&play=g1012';

  it('goes on to the target at once, from /m/login and /m/login.html', () => {
    expect(guardTarget(at('/m/login', go(game)), true)).toBe(game);
    expect(guardTarget(at('/m/login.html', go(game)), true)).toBe(game);
  });

  it('stays for a guest, without a target, and for a target that is not a same-origin /m/ path or is the login', () => {
    expect(guardTarget(at('/m/login', go(game)), false)).toBeUndefined();
    expect(guardTarget(at('/m/login'), true)).toBeUndefined();
    for (const target of ['//evil.example/m/home', 'https://evil.example/m/home', '/m/\\evil', '/m/login?go=/m/home'])
      expect(guardTarget(at('/m/login', go(target)), true), target).toBeUndefined();
  });

  it('still sends a member whose password change is due to /m/changePsw first', () => {
    expect(guardTarget(at('/m/login', go(game)), true, true)).toBe('/m/changePsw');
  });
});
