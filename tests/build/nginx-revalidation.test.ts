// Issue 41: a real nginx over the generated configuration, across a release whose files keep their sizes and
// mtimes. Revalidated files must answer a browser's conditional request with the new bytes, never 304; the
// hashed file keeps nginx's validators and its 304.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import type { Merchant } from '@/config/schema/merchant';
import { writeNginxConfigs } from '../../scripts/lib/nginx';
import { BROTLI_MODULE, NGINX, nginxGet, serveWithNginx } from './nginx-harness';
import { HASHED, RELEASE_MTIME, REVALIDATED, releaseText, writeRelease } from './same-size-release';

const [luckystar] = loadMerchants('merchants', ['luckystar']).merchants as [Merchant];
const HOST = 'luckystar.example';
const BROWSER = 'gzip, deflate, br';
/** The ETag nginx makes of a file: its mtime in seconds and its size, in hex. */
const nginxEtag = (size: number) => `"${(RELEASE_MTIME.getTime() / 1000).toString(16)}-${size.toString(16)}"`;
/** The validators a browser (or an edge) holds for a file served with nginx's own ETag and Last-Modified. */
const heldValidators = (size: number) => ({
  'If-None-Match': nginxEtag(size),
  'If-Modified-Since': RELEASE_MTIME.toUTCString(),
});

describe.skipIf(!existsSync(NGINX) || !existsSync(BROTLI_MODULE))(
  'nginx across a same-size, same-mtime release',
  () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'nginx-revalidation-'));
    const site = path.join(outDir, 'luckystar');
    let nginx: Awaited<ReturnType<typeof serveWithNginx>> | undefined;
    const get = (pathname: string, more: Record<string, string> = {}) =>
      nginxGet(nginx!.port, HOST, pathname, BROWSER, more);

    beforeAll(async () => {
      writeRelease(site, 1);
      await writeNginxConfigs({ outDir, merchants: [luckystar] });
      nginx = await serveWithNginx(path.join(outDir, 'nginx'), { upstreamPort: 9, readyHost: HOST });
    }, 30_000);
    afterAll(() => {
      nginx?.stop();
      rmSync(outDir, { recursive: true, force: true });
    });

    it('keeps the hashed file validated by mtime and size: its own validators answer 304', async () => {
      const first = await get(HASHED.url);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toBe(nginxEtag(HASHED.text.length));
      expect(first.headers['last-modified']).toBe(RELEASE_MTIME.toUTCString());
      const again = await get(HASHED.url, {
        'If-None-Match': first.headers.etag!,
        'If-Modified-Since': RELEASE_MTIME.toUTCString(),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('sends no validator on a revalidated file, and after the release answers the held ones with the new bytes', async () => {
      for (const [url, file] of Object.entries(REVALIDATED)) {
        const first = await get(url);
        expect([first.status, first.headers['cache-control']], url).toEqual([200, 'no-cache']);
        expect([first.headers.etag, first.headers['last-modified']], url).toEqual([undefined, undefined]);
        expect(first.body.toString(), url).toBe(releaseText(file, 1));
      }
      writeRelease(site, 2);
      for (const [url, file] of Object.entries(REVALIDATED)) {
        const size = releaseText(file, 2).length;
        expect(size, url).toBe(releaseText(file, 1).length);
        for (const held of [heldValidators(size), { 'If-Modified-Since': RELEASE_MTIME.toUTCString() }]) {
          const again = await get(url, held);
          expect(again.status, `${url} ${JSON.stringify(held)}`).toBe(200);
          expect(again.body.toString(), url).toBe(releaseText(file, 2));
        }
      }
      const hashed = await get(HASHED.url, heldValidators(HASHED.text.length));
      expect(hashed.status).toBe(304);
    });
  },
);
