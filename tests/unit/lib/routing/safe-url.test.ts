import { describe, expect, it, vi } from 'vitest';
import { navigateToDataUrl, safeNavigationUrl } from '@/lib/routing/safe-url';

const PAGE = 'https://m.luckystar.example/m/home?x=1';
const LOCAL_PAGE = 'http://luckystar.localhost:4321/m/home';

describe('safeNavigationUrl (one guard for every navigation from data)', () => {
  it.each([
    ['an https URL', 'https://games.vendor.example/play?t=1', 'https://games.vendor.example/play?t=1'],
    ['an https URL in capitals', 'HTTPS://Games.Vendor.Example/', 'https://games.vendor.example/'],
    ['an https URL with spaces around it', '  https://chat.example/x \n', 'https://chat.example/x'],
    ['an https URL on another port', 'https://games.vendor.example:8443/', 'https://games.vendor.example:8443/'],
    ['a path on this site', '/m/game?id=1', 'https://m.luckystar.example/m/game?id=1'],
    ['http on localhost', 'http://localhost:4321/m/home', 'http://localhost:4321/m/home'],
    ['http on a *.localhost host', 'http://luckystar.localhost:4321/__game', 'http://luckystar.localhost:4321/__game'],
  ])('accepts %s', (_name, raw, expected) => {
    expect(safeNavigationUrl(raw, PAGE)).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: after leading spaces', '   javascript:alert(1)'],
    ['javascript: after a leading tab', '\tjavascript:alert(1)'],
    ['javascript: split by a tab and a newline', 'java\tscr\nipt:alert(1)'],
    ['javascript: after control characters', '\u0001\u0000javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['Data: in capitals', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob:', 'blob:https://m.luckystar.example/0b7f0f3e-1111-2222-3333-444455556666'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://files.example/app.apk'],
    ['plain http on a public host', 'http://games.vendor.example/play'],
    ['http on a host that only starts like localhost', 'http://localhost.evil.example/'],
    ['userinfo hiding the real host', 'https://luckystar.example@evil.example/'],
    ['an empty string', ''],
    ['spaces only', '   '],
    ['a malformed URL', 'https://'],
    ['a number', 42],
    ['null', null],
    ['an object', { href: 'https://ok.example/' }],
  ])('refuses %s', (_name, raw) => {
    expect(safeNavigationUrl(raw, PAGE)).toBeUndefined();
  });

  it('refuses a relative path without a base', () => {
    expect(safeNavigationUrl('/m/game')).toBeUndefined();
    expect(safeNavigationUrl('https://chat.example/')).toBe('https://chat.example/');
  });

  it('resolves a relative path against a local http page', () => {
    expect(safeNavigationUrl('/m/game', LOCAL_PAGE)).toBe('http://luckystar.localhost:4321/m/game');
  });
});

describe('navigateToDataUrl', () => {
  it('navigates to an accepted URL', () => {
    const assign = vi.fn();
    expect(navigateToDataUrl('https://chat.example/room', { href: PAGE, assign })).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://chat.example/room');
  });

  it('does not navigate to a refused URL', () => {
    const assign = vi.fn();
    expect(navigateToDataUrl(' javascript:alert(document.domain)', { href: PAGE, assign })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
