import { describe, expect, it } from 'vitest';
import { isCachedSiteFile, isHashedAsset, isSitePage, visitedUrlsMessage } from '@/lib/pwa/runtime-cache';

describe('what the service worker caches as the player visits', () => {
  it('takes pages of the app, in every form the server answers', () => {
    for (const path of ['/m/home', '/m/member/home', '/m/index.html', '/m/', '/m/login.html'])
      expect(isSitePage(path), path).toBe(true);
    for (const path of ['/target', '/', '/m/_astro/core.abc.js', '/m/icons/icon-192.png', '/wps/v2/system/status'])
      expect(isSitePage(path), path).toBe(false);
  });

  it('keeps hashed assets apart from the files that keep their URL', () => {
    expect(isHashedAsset('/m/_astro/core.DYDg4ZWJ.js')).toBe(true);
    expect(isHashedAsset('/m/brand/logo.svg')).toBe(false);
    for (const path of ['/m/brand/logo.svg', '/m/icons/icon-192.png', '/m/favicon.ico', '/m/manifest.webmanifest'])
      expect(isCachedSiteFile(path), path).toBe(true);
  });

  it('never caches what the update check must read from the network, nor anything outside /m/', () => {
    for (const path of ['/m/sw.js', '/m/asset-manifest.json', '/mobile/mc/asset-manifest.json', '/favicon.ico'])
      expect(isCachedSiteFile(path) || isSitePage(path) || isHashedAsset(path), path).toBe(false);
  });
});

describe("the first page's CACHE_URLS message", () => {
  const page = { origin: 'https://play.example', pathname: '/m/login' };

  it('names the page without its query, and the site files it loaded, once each', () => {
    const message = visitedUrlsMessage(page, [
      'https://play.example/m/login?token=secret&affiliateCode=A1',
      'https://play.example/m/_astro/core.abc.js',
      'https://play.example/m/_astro/core.abc.js',
      'https://play.example/m/brand/logo.svg?v=1',
      'https://play.example/wps/v2/system/status',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://play.example/m/asset-manifest.json',
    ]);
    expect(message).toEqual({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          'https://play.example/m/login',
          'https://play.example/m/_astro/core.abc.js',
          'https://play.example/m/brand/logo.svg',
        ],
      },
    });
    expect(JSON.stringify(message)).not.toContain('secret');
  });
});
