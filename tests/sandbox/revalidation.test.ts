// Issue 41: `npm start` across a release whose files keep their sizes and mtimes. A revalidated file must
// answer a browser's conditional request with the new bytes, never 304; the hashed file keeps its validators.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED, RELEASE_MTIME, REVALIDATED, releaseText, writeRelease } from '../build/same-size-release';
import { LUCKY, get, startSandbox, type TestServer } from './helpers';

const dist = mkdtempSync(path.join(tmpdir(), 'revalidation-'));
const site = path.join(dist, 'luckystar');
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** The ETag @fastify/static makes of a file: its size and its mtime in milliseconds, in hex. */
const staticEtag = (size: number) => `W/"${size.toString(16)}-${RELEASE_MTIME.getTime().toString(16)}"`;
/** The validators a browser (or an edge) holds for a file served with size-and-mtime validators. */
const heldValidators = (size: number) => ({
  'if-none-match': staticEtag(size),
  'if-modified-since': RELEASE_MTIME.toUTCString(),
});

let server: TestServer;
beforeAll(async () => {
  writeRelease(site, 1);
  server = await startSandbox({ distDir: dist });
});
afterAll(async () => {
  await server.app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('npm start across a same-size, same-mtime release', () => {
  it('keeps the hashed file validated by size and mtime: its own validators answer 304', async () => {
    const first = await get(server.app, LUCKY, HASHED.url, BROWSER);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(staticEtag(HASHED.text.length));
    expect(first.headers['last-modified']).toBe(RELEASE_MTIME.toUTCString());
    const again = await get(server.app, LUCKY, HASHED.url, { ...BROWSER, ...heldValidators(HASHED.text.length) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends no validator on a revalidated file, and after the release answers the held ones with the new bytes', async () => {
    for (const [url, file] of Object.entries(REVALIDATED)) {
      const first = await get(server.app, LUCKY, url, BROWSER);
      expect([first.statusCode, first.headers['cache-control']], url).toEqual([200, 'no-cache']);
      expect([first.headers.etag, first.headers['last-modified']], url).toEqual([undefined, undefined]);
      expect(first.body, url).toBe(releaseText(file, 1));
    }
    writeRelease(site, 2);
    for (const [url, file] of Object.entries(REVALIDATED)) {
      const size = releaseText(file, 2).length;
      for (const held of [heldValidators(size), { 'if-modified-since': RELEASE_MTIME.toUTCString() }]) {
        const again = await get(server.app, LUCKY, url, { ...BROWSER, ...held });
        expect(again.statusCode, `${url} ${JSON.stringify(held)}`).toBe(200);
        expect(again.body, url).toBe(releaseText(file, 2));
      }
    }
    const hashed = await get(server.app, LUCKY, HASHED.url, { ...BROWSER, ...heldValidators(HASHED.text.length) });
    expect(hashed.statusCode).toBe(304);
  });
});
