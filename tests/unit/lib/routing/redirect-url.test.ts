import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, redirectReturnUrl } from '@/lib/routing/redirect-url';

const ALLOWLIST = ['allowed.example', 'partner.example'];
const params = { token: 'tok 1', language: 'TH', headerColor: '#ff0000', title: 'Lucky Star' };

describe('redirectReturnUrl (SPEC 2: return with token, language, headerColor, b2c=1 and title)', () => {
  it('adds the five parameters for an allowlisted host', () => {
    const url = new URL(redirectReturnUrl('https://allowed.example/back?keep=1', ALLOWLIST, params)!);
    expect(url.origin).toBe('https://allowed.example');
    expect(url.pathname).toBe('/back');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keep: '1',
      token: 'tok 1',
      language: 'TH',
      headerColor: '#ff0000',
      b2c: '1',
      title: 'Lucky Star',
    });
  });

  it('encodes the values', () => {
    expect(redirectReturnUrl('https://allowed.example/', ALLOWLIST, params)).toBe(
      'https://allowed.example/?token=tok+1&language=TH&headerColor=%23ff0000&b2c=1&title=Lucky+Star',
    );
  });

  it('replaces a token already in the URL', () => {
    const url = new URL(redirectReturnUrl('https://allowed.example/?token=forged&b2c=0', ALLOWLIST, params)!);
    expect(url.searchParams.getAll('token')).toEqual(['tok 1']);
    expect(url.searchParams.getAll('b2c')).toEqual(['1']);
  });

  it('accepts any case of the host and the explicit default port', () => {
    expect(redirectReturnUrl('https://ALLOWED.Example/x', ALLOWLIST, params)).toMatch(
      /^https:\/\/allowed\.example\/x\?/,
    );
    expect(redirectReturnUrl('https://allowed.example:443/x', ALLOWLIST, params)).toMatch(
      /^https:\/\/allowed\.example\/x\?/,
    );
  });

  it('accepts http and any port on an allowlisted *.localhost host (tests)', () => {
    const local = ['partner.localhost', 'localhost'];
    expect(redirectReturnUrl('http://partner.localhost:4321/back', local, params)).toMatch(
      /^http:\/\/partner\.localhost:4321\/back\?token=/,
    );
    expect(redirectReturnUrl('http://localhost:8080/', local, params)).toMatch(/^http:\/\/localhost:8080\/\?token=/);
  });

  it.each([
    ['another host', 'https://evil.com/'],
    ['a subdomain of an allowed host', 'https://x.allowed.example/'],
    ['a host that only ends like an allowed one', 'https://notallowed.example/'],
    ['an allowed host as userinfo', 'https://allowed.example@evil.com/'],
    ['userinfo on an allowed host', 'https://evil.com@allowed.example/'],
    ['a password on an allowed host', 'https://user:pass@allowed.example/'],
    ['a javascript: URL', 'javascript:alert(1)//allowed.example'],
    ['a data: URL', 'data:text/html,allowed.example'],
    ['an ftp URL', 'ftp://allowed.example/'],
    ['a relative URL', '/m/home'],
    ['a protocol-relative URL', '//allowed.example/'],
    ['a malformed URL', 'https://'],
    ['a trailing-dot host', 'https://allowed.example./'],
    ['plain http (the token would travel in clear)', 'http://allowed.example/'],
    ['http on port 443', 'http://allowed.example:443/'],
    ['https on another port', 'https://allowed.example:8443/x'],
    ['https on port 80', 'https://allowed.example:80/'],
  ])('is undefined for %s', (_name, url) => {
    expect(redirectReturnUrl(url, ALLOWLIST, params)).toBeUndefined();
    expect(isAllowedRedirect(url, ALLOWLIST)).toBe(false);
  });

  it('is undefined without a URL or with an empty allowlist', () => {
    expect(redirectReturnUrl(undefined, ALLOWLIST, params)).toBeUndefined();
    expect(redirectReturnUrl('', ALLOWLIST, params)).toBeUndefined();
    expect(redirectReturnUrl('https://allowed.example/', [], params)).toBeUndefined();
  });
});
