// The generated nginx configuration (dist/nginx/) proven with a real nginx over the built dist/: pages,
// hashed assets, sw.js, manifest, 404, headers, precompressed files, the /wps proxy, and a service worker;
// hosts that are no merchant's get nothing. That every path gets the headers its `_headers` means, for the
// samples and the production-like fixture: tests/build/cdn-platforms.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { nginxGet, serveWithNginx } from '../build/nginx-harness';
import { PORT, SAMPLE_CODES, sampleSettings } from './harness';

let nginx: Awaited<ReturnType<typeof serveWithNginx>> | undefined;
let port = 0;
const get = (host: string, pathname: string, acceptEncoding?: string, more: Record<string, string> = {}) =>
  nginxGet(port, host, pathname, acceptEncoding, more);

test.beforeAll(async () => {
  nginx = await serveWithNginx(path.resolve('dist/nginx'), { upstreamPort: PORT, readyHost: 'luckystar.localhost' });
  port = nginx.port;
});

test.afterAll(() => nginx?.stop());

for (const code of SAMPLE_CODES) {
  test(`${code} through nginx: pages, assets, sw.js, manifest, 404, headers, compression and /wps`, async () => {
    const { name, domains } = sampleSettings(code);
    const host = domains[0]!;
    const home = await get(host, '/m/home');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-security-policy']).toMatch(/(?:^|; )script-src [^;]*'sha256-/);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.body.toString()).toContain(`| ${name}</title>`);

    const { files } = JSON.parse(readFileSync(path.resolve('dist', code, 'm/asset-manifest.json'), 'utf8')) as {
      files: string[];
    };
    const script = files.find((file) => file.endsWith('.js'))!;
    const asset = await get(host, script);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeDefined();
    // A hashed name keeps nginx's validators; every other file has none (issue 41, nginx-revalidation.test.ts).
    const revalidated = await get(host, script, undefined, {
      'If-None-Match': asset.headers.etag!,
      'If-Modified-Since': asset.headers['last-modified']!,
    });
    expect(revalidated.status).toBe(304);
    expect([home.headers.etag, home.headers['last-modified']]).toEqual([undefined, undefined]);

    const worker = await get(host, '/m/sw.js');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['service-worker-allowed']).toBe('/m/');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect([worker.headers.etag, worker.headers['last-modified']]).toEqual([undefined, undefined]);

    const manifest = await get(host, '/m/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.body.toString()).start_url).toBe('/m/home');

    const missing = await get(host, '/m/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain(`${name}</title>`);
    expect(missing.headers['content-security-policy']).toBeDefined();

    const brotli = await get(host, '/m/home', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).equals(home.body)).toBe(true);
    const gzip = await get(host, script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(asset.body)).toBe(true);

    const country = await get(host, '/wps/system/country');
    expect(country.status).toBe(200);
    expect(JSON.parse(country.body.toString())).toMatchObject({
      success: true,
      value: { countryCode: sampleSettings(code).country.code },
    });
  });
}

test('nginx answers hidden files, folders and unknown hosts as a CDN would, or not at all', async () => {
  const host = 'luckystar.example';
  const notFound = await get(host, '/m/no-such-page');
  expect(notFound.body.toString()).toContain('Lucky Star</title>');
  // The CDN's own file and the precompressed copies are no pages; a folder without an index page is missing.
  for (const pathname of ['/_headers', '/m/home.html.br', '/m/home.html.gz', '/m/sw.js.br', '/m/_astro/']) {
    const answer = await get(host, pathname);
    expect(answer.status, pathname).toBe(404);
    expect(answer.body.equals(notFound.body), pathname).toBe(true);
    expect(answer.headers['cache-control'], pathname).toBe('no-cache');
    expect(answer.headers['content-security-policy'], pathname).toBeDefined();
  }
  // /m to /m/ on whatever scheme, host and port the player used.
  const folder = await get(host, '/m');
  expect(folder.status).toBe(301);
  expect(folder.headers.location).toBe('/m/');
  // SPEC 2's second asset list, which every page's update check fetches.
  const second = await get(host, '/mobile/mc/asset-manifest.json');
  expect(second.status).toBe(200);
  expect(second.headers['cache-control']).toBe('no-cache');
  expect(second.body.toString()).toBe(readFileSync(path.resolve('dist/luckystar/m/asset-manifest.json'), 'utf8'));
  expect([second.headers.etag, second.headers['last-modified']]).toEqual([undefined, undefined]);
  // A host that is no merchant's: the default server closes the connection without an answer (444).
  await expect(get('evil.example', '/m/home')).rejects.toThrow(/socket hang up|ECONNRESET/);
  await expect(get('127.0.0.1', '/')).rejects.toThrow(/socket hang up|ECONNRESET/);
});

test("the device-id sync page gets the site-wide headers through nginx: framed by the merchant's origins, no DENY", async () => {
  const home = await get('saigonlotto.example', '/m/home');
  for (const pathname of ['/device-sync', '/device-sync.html']) {
    const sync = await get('saigonlotto.example', pathname);
    expect(sync.status, pathname).toBe(200);
    expect(sync.headers['content-security-policy'], pathname).toBe(home.headers['content-security-policy']);
    expect(sync.headers['content-security-policy'], pathname).toMatch(/frame-ancestors [^;]*\bsgl\.example\b/);
    expect(sync.headers['x-frame-options'], pathname).toBeUndefined();
    expect(sync.headers['x-content-type-options'], pathname).toBe('nosniff');
    expect(sync.headers['cache-control'], pathname).toBe('no-cache');
  }
  expect((await get('luckystar.example', '/m/home')).headers['x-frame-options']).toBe('DENY');
});

test.describe('in Chromium', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the service worker registers and activates through nginx', async ({ page }) => {
    await page.goto(`http://luckystar.localhost:${port}/m/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lucky Star');
    const scriptURL = new URL(await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL));
    expect(scriptURL.pathname).toBe('/m/sw.js');
    expect(scriptURL.searchParams.get('merchant')).toBe('luckystar');
  });
});
