// The generated nginx configuration (dist/nginx/) proven with a real nginx over the built dist/: pages,
// hashed assets, sw.js, manifest, 404, headers, precompressed files, the /wps proxy, and a service worker;
// every path gets the headers its `_headers` means (as Netlify's parser and Cloudflare's runtime give them:
// tests/unit/cdn-platforms.test.ts), and hosts that are no merchant's get nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { INCLUDE_PREFIX } from '../../scripts/lib/nginx.mjs';
import { headersOf, meant, sitePaths } from '../unit/cdn-paths';
import { BROTLI_MODULE, NGINX, nginxConfig, nginxTest } from '../unit/nginx-harness';
import { PORT, SAMPLE_CODES, sampleSettings } from './harness';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// What nginx sends by itself on a static file; `_headers` sets none of these.
const NGINX_OWN = [
  'server',
  'date',
  'content-type',
  'content-length',
  'connection',
  'keep-alive',
  'etag',
  'last-modified',
  'accept-ranges',
  'vary',
  'location',
  'content-encoding',
  'transfer-encoding',
];

/** One raw request through nginx (no automatic decompression), by Host. */
function get(port: number, host: string, pathname: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { Host: host, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) };
    httpRequest({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

let nginx: ChildProcess | undefined;
let port = 0;
let prefix = '';

test.beforeAll(async () => {
  expect(existsSync(NGINX), `${NGINX} is missing: apt-get install nginx libnginx-mod-http-brotli-static`).toBe(true);
  expect(
    existsSync(BROTLI_MODULE),
    `${BROTLI_MODULE} is missing: apt-get install libnginx-mod-http-brotli-static`,
  ).toBe(true);
  port = await freePort();
  prefix = mkdtempSync(path.join(tmpdir(), 'nginx-e2e-'));
  const conf = path.join(prefix, 'conf');
  // As an operator would: copy dist/nginx/ into the configuration folder and set the listen and upstream files.
  cpSync(path.resolve('dist/nginx'), path.join(conf, INCLUDE_PREFIX), { recursive: true });
  writeFileSync(path.join(conf, INCLUDE_PREFIX, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  writeFileSync(
    path.join(conf, INCLUDE_PREFIX, 'upstream.conf'),
    `upstream wps_api {\n  server 127.0.0.1:${PORT};\n}\n`,
  );
  const args = nginxConfig(
    prefix,
    [
      'include /etc/nginx/mime.types;',
      'default_type application/octet-stream;',
      'access_log off;',
      `include ${INCLUDE_PREFIX}/sites.conf;`,
    ],
    [
      `load_module ${BROTLI_MODULE};`,
      'user root;', // the sites live in a root-owned checkout; ignored with a warning when not run as root
      'worker_processes 1;',
    ],
  );
  const check = nginxTest(args);
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  await expect
    .poll(async () => (await get(port, 'luckystar.localhost', '/robots.txt').catch(() => undefined))?.status, {
      timeout: 10_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

for (const code of SAMPLE_CODES) {
  test(`${code} through nginx: pages, assets, sw.js, manifest, 404, headers, compression and /wps`, async () => {
    const { name, domains } = sampleSettings(code);
    const host = domains[0]!;
    const home = await get(port, host, '/m/home');
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
    const asset = await get(port, host, script);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeDefined();

    const worker = await get(port, host, '/m/sw.js');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['service-worker-allowed']).toBe('/m/');
    expect(worker.headers['cache-control']).toBe('no-cache');

    const manifest = await get(port, host, '/m/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.body.toString()).start_url).toBe('/m/home');

    const missing = await get(port, host, '/m/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain(`${name}</title>`);
    expect(missing.headers['content-security-policy']).toBeDefined();

    const brotli = await get(port, host, '/m/home', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).equals(home.body)).toBe(true);
    const gzip = await get(port, host, script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(asset.body)).toBe(true);

    const country = await get(port, host, '/wps/system/country');
    expect(country.status).toBe(200);
    expect(JSON.parse(country.body.toString())).toMatchObject({
      success: true,
      value: { countryCode: sampleSettings(code).country.code },
    });
  });
}

for (const code of SAMPLE_CODES) {
  test(`${code} through nginx: every path gets the headers _headers means, an error no caching of its path`, async () => {
    const host = sampleSettings(code).domains[0]!;
    const headersText = readFileSync(path.resolve('dist', code, '_headers'), 'utf8');
    for (const pathname of sitePaths(path.resolve('dist', code))) {
      const answer = await get(port, host, pathname);
      const expected = meant(headersText, pathname);
      // An error carries the security headers and is revalidated, whatever its path's caching rule says.
      if (answer.status >= 400) expected['cache-control'] = 'no-cache';
      const headers = Object.entries(answer.headers).map(([name, value]) => [name, String(value)] as [string, string]);
      expect(headersOf(headers, NGINX_OWN, expected), `${pathname} (${answer.status})`).toEqual(expected);
    }
  });
}

test('nginx answers hidden files, folders and unknown hosts as a CDN would, or not at all', async () => {
  const host = 'luckystar.example';
  const notFound = await get(port, host, '/m/no-such-page');
  expect(notFound.body.toString()).toContain('Lucky Star</title>');
  // The CDN's own file and the precompressed copies are no pages; a folder without an index page is missing.
  for (const pathname of ['/_headers', '/m/home.html.br', '/m/home.html.gz', '/m/sw.js.br', '/m/_astro/']) {
    const answer = await get(port, host, pathname);
    expect(answer.status, pathname).toBe(404);
    expect(answer.body.equals(notFound.body), pathname).toBe(true);
    expect(answer.headers['cache-control'], pathname).toBe('no-cache');
    expect(answer.headers['content-security-policy'], pathname).toBeDefined();
  }
  // /m to /m/ on whatever scheme, host and port the player used.
  const folder = await get(port, host, '/m');
  expect(folder.status).toBe(301);
  expect(folder.headers.location).toBe('/m/');
  // SPEC 2's second asset list, which every page's update check fetches.
  const second = await get(port, host, '/mobile/mc/asset-manifest.json');
  expect(second.status).toBe(200);
  expect(second.headers['cache-control']).toBe('no-cache');
  expect(second.body.toString()).toBe(readFileSync(path.resolve('dist/luckystar/m/asset-manifest.json'), 'utf8'));
  // A host that is no merchant's: the default server closes the connection without an answer (444).
  await expect(get(port, 'evil.example', '/m/home')).rejects.toThrow(/socket hang up|ECONNRESET/);
  await expect(get(port, '127.0.0.1', '/')).rejects.toThrow(/socket hang up|ECONNRESET/);
});

test("the device-id sync page gets the site-wide headers through nginx: framed by the merchant's origins, no DENY", async () => {
  const home = await get(port, 'saigonlotto.example', '/m/home');
  for (const pathname of ['/device-sync', '/device-sync.html']) {
    const sync = await get(port, 'saigonlotto.example', pathname);
    expect(sync.status, pathname).toBe(200);
    expect(sync.headers['content-security-policy'], pathname).toBe(home.headers['content-security-policy']);
    expect(sync.headers['content-security-policy'], pathname).toMatch(/frame-ancestors [^;]*\bsgl\.example\b/);
    expect(sync.headers['x-frame-options'], pathname).toBeUndefined();
    expect(sync.headers['x-content-type-options'], pathname).toBe('nosniff');
    expect(sync.headers['cache-control'], pathname).toBe('no-cache');
  }
  expect((await get(port, 'luckystar.example', '/m/home')).headers['x-frame-options']).toBe('DENY');
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
