// The game snapshot of each merchant of a build (src/build/game-snapshot.ts): its folder's game-snapshot.json,
// else, for a demo merchant (a sandbox.json: the sandbox is its API), one taken now from the sandbox in this
// process through the same list calls. Whatever is wrong with one is a warning: its pages render placeholders.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { GAME_SNAPSHOT_FILE, readGameSnapshot, type GameSnapshot } from '../../src/build/game-snapshot';
import type { Merchant } from '../../src/config/schema/merchant';
import { createSandboxServer } from '../../sandbox/server';
import { takeGameSnapshot } from './game-snapshot-take';
import { operatorClient } from './operator-check';

const SANDBOX_FILE = 'sandbox.json';

/** fetch over Fastify's inject: the sandbox answers without a port. */
const injectFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.href,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), host: url.host },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.payload, { status: response.statusCode, headers: response.headers as HeadersInit });
  };

async function fromSandbox(merchantsDir: string, merchants: readonly Merchant[], now: Date) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'snapshot-sites-'));
  const { app } = await createSandboxServer({
    distDir,
    merchantsDir,
    mode: 'demo',
    rsaBits: 1024,
    scryptCost: 2,
    log: () => {},
    onInvalid: () => {},
  });
  try {
    const fetch = injectFetch(app);
    return await Promise.all(
      merchants.map(async (merchant) => {
        const baseUrl = new URL(`http://${merchant.code}.localhost`);
        const target = { baseUrl, merchantCode: merchant.merchantCode, language: merchant.languages.default };
        const api = operatorClient(target, fetch, undefined, 'merchant-pwa build');
        try {
          return JSON.stringify(await takeGameSnapshot(api, now, baseUrl.origin));
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      }),
    );
  } finally {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

/** Each merchant's snapshot to render, by code; `warn` hears why one is not rendered (or only in part). */
export async function gameSnapshots(
  merchantsDir: string,
  merchants: readonly Merchant[],
  now: Date,
  warn: (code: string, warning: string) => void,
): Promise<Record<string, GameSnapshot>> {
  const snapshots: Record<string, GameSnapshot> = {};
  const take = (code: string, where: string, text: string | Error) => {
    const reading = text instanceof Error ? { warnings: [text.message] } : readGameSnapshot(text, now);
    if (reading.snapshot) snapshots[code] = reading.snapshot;
    const outcome = reading.snapshot ? '' : '; the pages show placeholders for the game lists';
    for (const warning of reading.warnings) warn(code, `${where}: game snapshot: ${warning}${outcome}`);
  };
  const demos: Merchant[] = [];
  for (const merchant of merchants) {
    const file = path.join(merchantsDir, merchant.code, GAME_SNAPSHOT_FILE);
    if (existsSync(file)) take(merchant.code, file, readFileSync(file, 'utf8'));
    else if (existsSync(path.join(merchantsDir, merchant.code, SANDBOX_FILE))) demos.push(merchant);
  }
  if (demos.length) {
    const texts = await fromSandbox(merchantsDir, demos, now);
    demos.forEach((merchant, index) =>
      take(merchant.code, path.join(merchantsDir, merchant.code, SANDBOX_FILE), texts[index]!),
    );
  }
  return snapshots;
}
