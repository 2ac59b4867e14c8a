import { describe, expect, it } from 'vitest';
import { headersFor, isImmutable, parseHeadersFile } from '../../sandbox/cdn-headers';
import { siteForHost, type Site } from '../../sandbox/sites';
import { headersFile } from '../../scripts/lib/site-files';
import { shardMerchants } from '../../scripts/lib/matrix';
import { merchantList } from '../../scripts/lib/args';

describe('CDN headers file', () => {
  const rules = parseHeadersFile(headersFile());
  const cacheControl = (path: string) =>
    headersFor(rules, path)
      .filter(([name]) => name === 'Cache-Control')
      .map(([, value]) => value);

  it('caches hashed assets for a year, immutable', () => {
    expect(cacheControl('/m/_astro/client.C5RI7xnT.js')).toEqual(['public, max-age=31536000, immutable']);
  });

  it('revalidates HTML, the service worker, manifests and the asset list', () => {
    for (const path of [
      '/',
      '/m/home',
      '/m/home.html',
      '/m/member/home',
      '/m/register.html',
      '/m/sw.js',
      '/m/manifest.webmanifest',
      '/m/asset-manifest.json',
    ]) {
      expect(cacheControl(path), path).toEqual(['no-cache']);
    }
  });

  it('keeps size-and-mtime validators for the hashed files only (isImmutable, issue 41)', () => {
    expect(isImmutable(headersFor(rules, '/m/_astro/client.C5RI7xnT.js'))).toBe(true);
    for (const path of ['/', '/m/home', '/m/sw.js', '/mobile/mc/asset-manifest.json', '/m/brand/logo.png'])
      expect(isImmutable(headersFor(rules, path)), path).toBe(false);
    expect(isImmutable([['cache-control', 'max-age=60,Immutable']])).toBe(true);
    expect(isImmutable([['Cache-Control', 'no-cache, x-immutable-later']])).toBe(false);
    expect(isImmutable([['X-Note', 'immutable']])).toBe(false);
  });

  it('gives each path exactly one rule, since some CDNs join the values of overlapping rules', () => {
    const paths = headersFile()
      .split('\n')
      .filter((line) => line && !line.startsWith(' '));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('detached headers (`! Name`, Cloudflare Pages)', () => {
  const rules = parseHeadersFile(
    ['/*', '  X-Frame-Options: DENY', '  X-Test: 1', '/page', '  ! X-Frame-Options', '  X-Test: 2', ''].join('\n'),
  );

  it('are removed from what earlier rules set for a path, before the rule adds its own', () => {
    expect(rules[1]).toMatchObject({ path: '/page', detach: ['X-Frame-Options'], headers: [['X-Test', '2']] });
    expect(headersFor(rules, '/page')).toEqual([
      ['X-Test', '1'],
      ['X-Test', '2'],
    ]);
    expect(headersFor(rules, '/other')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['X-Test', '1'],
    ]);
  });
});

describe('serving by Host', () => {
  const sites = [
    { code: 'luckystar', domains: ['luckystar.example', 'm.luckystar.example'] },
    { code: 'siamarena', domains: ['siamarena.example'] },
  ] as Site[];

  it('finds a site by <code>.localhost and by each configured domain, in any case', () => {
    expect(siteForHost(sites, 'luckystar.localhost')?.code).toBe('luckystar');
    expect(siteForHost(sites, 'M.LuckyStar.example')?.code).toBe('luckystar');
    expect(siteForHost(sites, 'siamarena.example.')?.code).toBe('siamarena');
  });

  it('serves nothing for an unknown host', () => {
    expect(siteForHost(sites, 'evil.example')).toBeUndefined();
    expect(siteForHost(sites, 'localhost')).toBeUndefined();
  });
});

describe('merchant matrix', () => {
  it('deals merchants round-robin into N shards', () => {
    expect(shardMerchants(['a', 'b', 'c', 'd', 'e'], 2)).toEqual({
      include: [
        { shard: 1, merchants: 'a,c,e' },
        { shard: 2, merchants: 'b,d' },
      ],
    });
  });

  it('never makes an empty shard', () => {
    expect(shardMerchants(['a', 'b'], 5).include).toHaveLength(2);
  });

  it('reads --merchant as a comma list, repeated or not', () => {
    expect(merchantList('a,b')).toEqual(['a', 'b']);
    expect(merchantList(['a', 'b,c', 'a'])).toEqual(['a', 'b', 'c']);
    expect(merchantList(undefined)).toBeUndefined();
  });
});
