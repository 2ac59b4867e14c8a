// Issue 41: a code release changes `_headers` (the CSP's script hashes follow the pages' inline scripts);
// `npm start` serves the new release's headers without a restart, as a CDN serves a deploy's.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeRelease } from '../build/same-size-release';
import { LUCKY, get, startSandbox, type TestServer } from './helpers';

const dist = mkdtempSync(path.join(tmpdir(), 'release-headers-'));
const site = path.join(dist, 'luckystar');

let server: TestServer;
beforeAll(async () => {
  writeRelease(site, 1);
  server = await startSandbox({ distDir: dist });
});
afterAll(async () => {
  await server.app.close();
  rmSync(dist, { recursive: true, force: true });
});

it("serves a new release's _headers at once", async () => {
  expect((await get(server.app, LUCKY, '/m/home')).headers['x-release']).toBeUndefined();
  appendFileSync(path.join(site, '_headers'), '\n/m/home\n  X-Release: 2\n');
  expect((await get(server.app, LUCKY, '/m/home')).headers['x-release']).toBe('2');
});
