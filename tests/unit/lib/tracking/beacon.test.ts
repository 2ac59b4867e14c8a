import { describe, expect, it } from 'vitest';
import { collectBody, collectByBeacon } from '@/lib/tracking/beacon';

const ios = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.replace('_', '.')} Mobile/15E148 Safari/604.1`;
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('the collect beacon (SPEC 7 "beacon {merchant, value}; skipped on iOS below 16")', () => {
  it('is sent on iOS 16 and later, and off iOS', () => {
    expect(collectByBeacon(ios('16_0'), true)).toBe(true);
    expect(collectByBeacon(ios('17_4'), true)).toBe(true);
    expect(collectByBeacon(android, true)).toBe(true);
  });

  it('is skipped on iOS below 16, down to the last 15.x', () => {
    expect(collectByBeacon(ios('15_8'), true)).toBe(false);
    expect(collectByBeacon(ios('12_5'), true)).toBe(false);
    expect(collectByBeacon(ios('15_8').replace('iPhone;', 'iPad;'), true)).toBe(false);
  });

  it('is skipped where the browser has no sendBeacon', () => {
    expect(collectByBeacon(android, false)).toBe(false);
  });

  it('carries {merchant, value} as JSON text', () => {
    expect(JSON.parse(collectBody('LUCKYSTAR', { name: 'login' }))).toEqual({
      merchant: 'LUCKYSTAR',
      value: { name: 'login' },
    });
  });
});
