// The floor pages the main-thread benchmarks measure beside the merchants' (issue 43): a static Astro page and
// the same with one React 19 island (bench/floor), built by the app's Astro and React into a temporary folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { $ } from 'zx';

/** The floor pages' paths under the floor's own origin. */
export const FLOOR_PAGES = ['/floor/static/', '/floor/island/'] as const;

/** Builds the floor site into a new temporary folder; that folder, to serve under /floor/. */
export async function buildFloor(root: string): Promise<string> {
  const floorDir = mkdtempSync(path.join(tmpdir(), 'floor-'));
  await $({
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })`npx astro build --root bench/floor --outDir ${floorDir} --silent`;
  return floorDir;
}

/** Serves a built floor on a free loopback port; its origin and the server to close. */
export async function serveFloor(floorDir: string) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: floorDir, prefix: '/floor/' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the floor server listens on no TCP port');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}
