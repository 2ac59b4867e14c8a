// Precompressed assets (issue "Performance and delivery"): the build writes .br and .gz beside every text
// file, and `npm start` serves them with Content-Encoding and Vary, as CDNs and nginx do.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressSite } from '../../scripts/lib/precompress';
import { startSandbox, type TestServer } from './helpers';

const dist = mkdtempSync(path.join(tmpdir(), 'precompress-'));
const site = path.join(dist, 'luckystar');
const HOME = `<!doctype html><title>Lucky Star</title>${'<p>Welcome to Lucky Star</p>'.repeat(50)}`;
const SCRIPT = `export const games = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `game ${i}`))};`;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};

let server: TestServer;
let written: number;
beforeAll(async () => {
  write('m/home.html', HOME);
  write('m/_astro/app.abc123.js', SCRIPT);
  write('robots.txt', 'x');
  write('404.html', '<!doctype html><title>Page not found | Lucky Star</title>');
  write('_headers', '/*\n  X-Content-Type-Options: nosniff\n');
  write('m/icons/icon-192.png', 'not text');
  written = await precompressSite(site);
  server = await startSandbox({ distDir: dist });
});
afterAll(() => server.app.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { host: 'luckystar.localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('precompressSite', () => {
  it('writes brotli and gzip copies of text files that get smaller, and nothing for images or tiny files', () => {
    expect(written).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(site, 'm/home.html.br'))).toString()).toBe(HOME);
    expect(gunzipSync(readFileSync(path.join(site, 'm/_astro/app.abc123.js.gz'))).toString()).toBe(SCRIPT);
    expect(existsSync(path.join(site, 'robots.txt.gz'))).toBe(false);
    expect(existsSync(path.join(site, 'm/icons/icon-192.png.br'))).toBe(false);
  });

  it('leaves files that already have copies alone (the shared assets are compressed once per build)', async () => {
    expect(await precompressSite(site)).toBe(0);
  });
});

describe('npm start serves the precompressed copies', () => {
  it('sends brotli to a client that accepts it, for an extensionless page too', async () => {
    const response = await get('/m/home', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(HOME);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const response = await get('/m/_astro/app.abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding, and for files without a copy', async () => {
    const plain = await get('/m/home.html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(HOME);
    const tiny = await get('/robots.txt', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('x');
  });

  it("answers a missing page and the site's own files with 404 and the site's branded 404 page", async () => {
    for (const url of ['/m/missing', '/_headers', '/m/.hidden']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Page not found | Lucky Star</title>');
    }
  });

  it('serves a folder by its index page', async () => {
    write('m/index.html', HOME);
    expect((await get('/m')).body).toBe(HOME);
    expect((await get('/m/')).body).toBe(HOME);
  });
});
