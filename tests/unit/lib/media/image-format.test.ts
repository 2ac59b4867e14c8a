import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IMAGE_FORMAT_KEY,
  browserImageProbe,
  detectImageFormat,
  readCachedImageFormat,
  resolveImageFormat,
  withImageExt,
} from '@/lib/media/image-format';
import { brokenStore, memoryStore } from '../memory-store';

const ios = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1`;
const ipad = (version: string) => `Mozilla/5.0 (iPad; CPU OS ${version} like Mac OS X) AppleWebKit/605.1.15`;
const android =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const supports = (avif: boolean) => vi.fn(async (format: 'avif' | 'webp') => (format === 'avif' ? avif : true));

describe('image format (SPEC 4)', () => {
  it('is na below iOS 14, without probing', async () => {
    const probe = supports(true);
    expect(await detectImageFormat(ios('13_7'), probe)).toBe('na');
    expect(await detectImageFormat(ipad('12_0'), probe)).toBe('na');
    expect(probe).not.toHaveBeenCalled();
  });

  it('is webp from iOS 14 up to 16.3, without probing', async () => {
    const probe = supports(true);
    expect(await detectImageFormat(ios('14_0'), probe)).toBe('webp');
    expect(await detectImageFormat(ios('16_3_1'), probe)).toBe('webp');
    expect(probe).not.toHaveBeenCalled();
  });

  it('tries avif from iOS 16.4, otherwise webp', async () => {
    expect(await detectImageFormat(ios('16_4'), supports(true))).toBe('avif');
    expect(await detectImageFormat(ios('17_0'), supports(true))).toBe('avif');
    expect(await detectImageFormat(ios('16_4'), supports(false))).toBe('webp');
  });

  it('tries avif on other platforms, otherwise webp', async () => {
    const probe = supports(true);
    expect(await detectImageFormat(android, probe)).toBe('avif');
    expect(probe).toHaveBeenCalledWith('avif');
    expect(await detectImageFormat(android, supports(false))).toBe('webp');
  });

  it('treats a failing probe as no avif', async () => {
    expect(await detectImageFormat(android, () => Promise.reject(new Error('boom')))).toBe('webp');
  });
});

describe('cached image format (SPEC 3)', () => {
  it('detects once and stores the format', async () => {
    const store = memoryStore();
    const probe = supports(true);
    expect(await resolveImageFormat(store, android, probe)).toBe('avif');
    expect(store.data.get(IMAGE_FORMAT_KEY)).toBe('avif');
    expect(await resolveImageFormat(store, android, probe)).toBe('avif');
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('uses a stored na, webp or avif without probing', async () => {
    const probe = supports(true);
    for (const format of ['na', 'webp', 'avif'] as const) {
      expect(await resolveImageFormat(memoryStore({ [IMAGE_FORMAT_KEY]: format }), android, probe)).toBe(format);
    }
    expect(probe).not.toHaveBeenCalled();
  });

  it('ignores an unknown stored value and detects again', async () => {
    const store = memoryStore({ [IMAGE_FORMAT_KEY]: 'jpeg' });
    expect(readCachedImageFormat(store)).toBeUndefined();
    expect(await resolveImageFormat(store, ios('10_3'), supports(true))).toBe('na');
    expect(store.data.get(IMAGE_FORMAT_KEY)).toBe('na');
  });

  it('still answers when storage is unavailable', async () => {
    expect(readCachedImageFormat(brokenStore)).toBeUndefined();
    expect(await resolveImageFormat(brokenStore, android, supports(false))).toBe('webp');
  });
});

describe('image list calls (SPEC 4)', () => {
  it('add ext=webp or ext=avif', () => {
    expect(withImageExt({ page: 1 }, 'webp')).toEqual({ page: 1, ext: 'webp' });
    expect(withImageExt({ page: 1 }, 'avif')).toEqual({ page: 1, ext: 'avif' });
  });

  it('add nothing for na or an unknown format, and never change the input', () => {
    const query = { page: 1 };
    expect(withImageExt(query, 'na')).toEqual({ page: 1 });
    expect(withImageExt(query, undefined)).toEqual({ page: 1 });
    expect(withImageExt(query, 'avif')).not.toBe(query);
    expect(query).toEqual({ page: 1 });
  });
});

describe('browser probe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is false where there is no Image', async () => {
    expect(typeof Image).toBe('undefined');
    await expect(browserImageProbe('avif')).resolves.toBe(false);
  });

  function stubImage(outcome: 'load' | 'error', width = 1) {
    const sources: string[] = [];
    class FakeImage {
      width = 0;
      height = 0;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(value: string) {
        sources.push(value);
        queueMicrotask(() => {
          if (outcome === 'load') {
            this.width = width;
            this.height = width;
            this.onload?.();
          } else this.onerror?.();
        });
      }
    }
    vi.stubGlobal('Image', FakeImage);
    return sources;
  }

  it('decodes a tiny data-URI image of the format', async () => {
    const sources = stubImage('load');
    await expect(browserImageProbe('avif')).resolves.toBe(true);
    await expect(browserImageProbe('webp')).resolves.toBe(true);
    expect(sources[0]).toMatch(/^data:image\/avif;base64,/);
    expect(sources[1]).toMatch(/^data:image\/webp;base64,/);
  });

  it('is false when the image fails or decodes empty', async () => {
    stubImage('error');
    await expect(browserImageProbe('avif')).resolves.toBe(false);
    stubImage('load', 0);
    await expect(browserImageProbe('webp')).resolves.toBe(false);
  });
});
