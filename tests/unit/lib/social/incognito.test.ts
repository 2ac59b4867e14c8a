import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_SUPPORT_INCOGNITO } from '@/lib/api/error-catalogue';
import { browserIncognitoProbe, detectIncognito, isChromium, socialLoginBlock } from '@/lib/social/incognito';

const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const GiB = 1024 ** 3;
const estimate = (quota: number | undefined) => async () => ({ quota });

describe('incognito detection for social login (SPEC 4)', () => {
  it('flags a Chromium quota under twice the heap limit', async () => {
    await expect(
      detectIncognito({ userAgent: chrome, estimate: estimate(2 * GiB - 1), heapLimit: GiB }),
    ).resolves.toEqual({ status: 'incognito', quota: 2 * GiB - 1, threshold: 2 * GiB });
  });

  it('passes a quota of exactly twice the heap limit and above', async () => {
    await expect(
      detectIncognito({ userAgent: chrome, estimate: estimate(2 * GiB), heapLimit: GiB }),
    ).resolves.toMatchObject({ status: 'normal' });
    await expect(
      detectIncognito({ userAgent: chrome, estimate: estimate(60 * GiB), heapLimit: 4 * GiB }),
    ).resolves.toMatchObject({ status: 'normal' });
  });

  it('uses a 1 GiB heap limit when the browser does not tell', async () => {
    await expect(detectIncognito({ userAgent: chrome, estimate: estimate(GiB) })).resolves.toMatchObject({
      status: 'incognito',
      threshold: 2 * GiB,
    });
    await expect(detectIncognito({ userAgent: chrome, estimate: estimate(GiB), heapLimit: 0 })).resolves.toMatchObject({
      threshold: 2 * GiB,
    });
  });

  it('does not know without an estimate, or when it fails or has no quota', async () => {
    await expect(detectIncognito({ userAgent: chrome })).resolves.toEqual({ status: 'unknown' });
    await expect(
      detectIncognito({ userAgent: chrome, estimate: () => Promise.reject(new Error('x')) }),
    ).resolves.toEqual({ status: 'unknown' });
    await expect(detectIncognito({ userAgent: chrome, estimate: estimate(undefined) })).resolves.toEqual({
      status: 'unknown',
    });
    await expect(detectIncognito({ userAgent: chrome, estimate: estimate(Number.NaN) })).resolves.toEqual({
      status: 'unknown',
    });
  });

  it('does not guess on engines the heuristic does not fit', async () => {
    const small = estimate(1);
    for (const userAgent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ]) {
      expect(isChromium(userAgent)).toBe(false);
      await expect(detectIncognito({ userAgent, estimate: small })).resolves.toEqual({ status: 'unknown' });
    }
    expect(isChromium(chrome)).toBe(true);
  });

  it('blocks social login with not_support_incognito only when incognito', () => {
    expect(NOT_SUPPORT_INCOGNITO).toBe('not_support_incognito');
    expect(socialLoginBlock({ status: 'incognito', quota: 1, threshold: 2 })).toBe('not_support_incognito');
    expect(socialLoginBlock({ status: 'normal', quota: 3, threshold: 2 })).toBeUndefined();
    expect(socialLoginBlock({ status: 'unknown' })).toBeUndefined();
  });
});

describe('browser incognito probe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads navigator.storage.estimate, the heap limit and the user agent', async () => {
    const storageEstimate = vi.fn(async () => ({ quota: 5 * GiB }));
    vi.stubGlobal('navigator', { userAgent: chrome, storage: { estimate: storageEstimate } });
    vi.stubGlobal('performance', { memory: { jsHeapSizeLimit: 4 * GiB } });
    const probe = browserIncognitoProbe();
    expect(probe).toMatchObject({ userAgent: chrome, heapLimit: 4 * GiB });
    await expect(detectIncognito()).resolves.toMatchObject({ status: 'incognito', threshold: 8 * GiB });
    expect(storageEstimate).toHaveBeenCalled();
  });

  it('is empty without a navigator', () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('performance', undefined);
    expect(browserIncognitoProbe()).toEqual({ estimate: undefined, heapLimit: undefined, userAgent: '' });
  });
});
