import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { MANIFEST_ICON_SIZES, MANIFEST_NAME_LIMIT, buildWebManifest, manifestName } from '@/lib/pwa/manifest';

describe('manifest name (SPEC 5)', () => {
  it('uses the full name under 13 characters', () => {
    expect(MANIFEST_NAME_LIMIT).toBe(13);
    expect(manifestName('Twelve chars', 'Short')).toBe('Twelve chars');
  });

  it('uses the short name at 13 characters or more', () => {
    expect(manifestName('Thirteen char', 'Short')).toBe('Short');
    expect(manifestName('Saigon Lotto Club', 'SaigonLotto')).toBe('SaigonLotto');
  });
});

describe('web manifest (SPEC 9)', () => {
  const [luckystar] = loadMerchants('merchants', ['luckystar']).merchants;
  const manifest = buildWebManifest(luckystar!);

  it('is standalone, portrait, starts at /m/home within /m/', () => {
    expect(manifest).toMatchObject({
      display: 'standalone',
      orientation: 'portrait',
      start_url: '/m/home',
      scope: '/m/',
    });
  });

  it('lists icons 192, 256, 384 and 512 with /m-prefixed paths', () => {
    expect(MANIFEST_ICON_SIZES).toEqual([192, 256, 384, 512]);
    expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => [icon.src, icon.sizes])).toEqual([
      ['/m/icons/icon-192.png', '192x192'],
      ['/m/icons/icon-256.png', '256x256'],
      ['/m/icons/icon-384.png', '384x384'],
      ['/m/icons/icon-512.png', '512x512'],
    ]);
  });

  it('takes its colours from the merchant', () => {
    expect(manifest.theme_color).toBe(luckystar!.theme.themeColor);
    expect(manifest.background_color).toBe(luckystar!.theme.background);
  });
});
