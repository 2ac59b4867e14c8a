import { describe, expect, it } from 'vitest';
import { facebookCookies, fbcValue, fbpValue } from '@/lib/tracking/facebook-cookies';

const NOW = Date.UTC(2026, 0, 1, 12); // 1767268800000
const place = { hostname: 'm.luckystar.example', protocol: 'https:', cookieDomains: ['luckystar.example'] };
// SPEC 9: 90 days.
const EXPIRES = 'expires=Wed, 01 Apr 2026 12:00:00 GMT';

describe('_fbc and _fbp (SPEC 9)', () => {
  it('formats _fbc as fb.1.<ms>.<fbclid> and _fbp as fb.1.<ms>.<ten random digits>', () => {
    expect(fbcValue('IwAR0', NOW)).toBe('fb.1.1767268800000.IwAR0');
    expect(fbpValue(NOW, () => 0)).toBe('fb.1.1767268800000.1000000000');
    expect(fbpValue(NOW, () => 0.999999)).toMatch(/^fb\.1\.1767268800000\.[0-9]{10}$/);
  });

  it('writes both for 90 days on the registrable domain, Secure over https, when the visit has an fbclid', () => {
    const result = facebookCookies({ cookies: '', fbclid: 'IwAR0', place, now: NOW, random: () => 0.5 });
    expect(result.fbc).toBe('fb.1.1767268800000.IwAR0');
    expect(result.fbp).toBe('fb.1.1767268800000.5500000000');
    expect(result.cookies).toEqual([
      `_fbp=fb.1.1767268800000.5500000000; ${EXPIRES}; path=/; SameSite=Lax; domain=luckystar.example; Secure`,
      `_fbc=fb.1.1767268800000.IwAR0; ${EXPIRES}; path=/; SameSite=Lax; domain=luckystar.example; Secure`,
    ]);
  });

  it('writes no _fbc without a click, and keeps the browser id, renewing its 90 days', () => {
    const result = facebookCookies({
      cookies: '_fbp=fb.1.1700000000000.1234567890',
      fbclid: undefined,
      place: { hostname: 'localhost', protocol: 'http:', cookieDomains: [] },
      now: NOW,
      random: () => 0,
    });
    expect(result).toEqual({
      fbp: 'fb.1.1700000000000.1234567890',
      cookies: [`_fbp=fb.1.1700000000000.1234567890; ${EXPIRES}; path=/; SameSite=Lax`],
    });
  });

  it('keeps the first time of a click seen again, and starts anew for another click', () => {
    const cookies = '_fbp=fb.1.1700000000000.1234567890; _fbc=fb.1.1700000000000.IwAR0';
    const again = facebookCookies({ cookies, fbclid: 'IwAR0', place, now: NOW, random: () => 0 });
    expect(again.fbc).toBe('fb.1.1700000000000.IwAR0');
    const other = facebookCookies({ cookies, fbclid: 'IwAR9', place, now: NOW, random: () => 0 });
    expect(other.fbc).toBe('fb.1.1767268800000.IwAR9');
  });

  it('replaces malformed values another app left on the domain', () => {
    const result = facebookCookies({
      cookies: '_fbp=<script>; _fbc=fb.1.x.y',
      fbclid: undefined,
      place,
      now: NOW,
      random: () => 0,
    });
    expect(result.fbp).toBe('fb.1.1767268800000.1000000000');
    expect(result.fbc).toBeUndefined();
  });
});
