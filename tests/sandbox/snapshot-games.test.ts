// npm run snapshot:games against the sandbox on a real port: the merchant's lists land in its folder as the
// build reads them; answers that make no snapshot write nothing (exit 1); a usage error is exit 2.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SNAPSHOT_FILE, readGameSnapshot } from '@/build/game-snapshot';
import { lanesCall } from '@/flows/games/api';
import { loopbackFetch } from '../../scripts/lib/loopback-fetch';
import { runSnapshotGames } from '../../scripts/lib/snapshot-games-cli';
import { controlPost, LUCKY, MERCHANTS_DIR, useSandbox } from './helpers';

const server = useSandbox();
let port = 0;
const folders = mkdtempSync(path.join(tmpdir(), 'snapshot-games-'));
beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  cpSync(path.join(MERCHANTS_DIR, 'luckystar'), path.join(folders, 'luckystar'), { recursive: true });
});
afterAll(() => rmSync(folders, { recursive: true, force: true }));

const NOW = new Date('2026-12-02T06:00:00.000Z');
const written = path.join(folders, 'luckystar', GAME_SNAPSHOT_FILE);
const sample = JSON.parse(readFileSync(path.join(MERCHANTS_DIR, 'luckystar', 'sandbox.json'), 'utf8')) as {
  hotGameIds: string[];
  games: { id: string; category: string }[];
};

async function snapshot(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSnapshotGames(
    argv,
    { out: (line) => out.push(line), err: (line) => err.push(line), fetch: loopbackFetch, merchantsDir: folders },
    () => NOW,
  );
  return { code, out, err };
}

describe('snapshot:games against the sandbox', () => {
  it("writes luckystar's lanes, hot games and each category's first games, read back whole by the build", async () => {
    rmSync(written, { force: true });
    const { code, out, err } = await snapshot(`http://${LUCKY}:${port}`, '--merchant', 'luckystar');
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const reading = readGameSnapshot(readFileSync(written, 'utf8'), NOW);
    expect(reading.warnings).toEqual([]);
    const taken = reading.snapshot!;
    expect(taken.takenAt).toBe(NOW.toISOString());
    expect(taken.hotGames.map((game) => game.gameId)).toEqual(sample.hotGameIds);
    const categories = [...new Set(sample.games.map((game) => game.category))];
    expect(Object.keys(taken.categoryGames).sort()).toEqual(taken.lanes.map((lane) => lane.category).sort());
    for (const category of categories)
      expect(taken.categoryGames[category]?.map((game) => game.gameId)).toEqual(
        sample.games
          .filter((game) => game.category === category)
          .map((game) => game.id)
          .slice(0, 24),
      );
    const games = taken.hotGames.length + Object.values(taken.categoryGames).flat().length;
    expect(out).toEqual([`snapshot:games: ${written}: ${taken.lanes.length} lanes, ${games} games`]);
  });

  it('writes nothing when an answer breaks its schema, and says which field (exit 1)', async () => {
    rmSync(written, { force: true });
    await controlPost(server.app, LUCKY, '/__sandbox/faults', { path: lanesCall.path, value: [{ category: 'RNG' }] });
    const { code, err } = await snapshot(`http://${LUCKY}:${port}`, '--merchant', 'luckystar');
    expect(err[0]).toMatch(/^snapshot:games: lanes\.0\.title: /);
    expect(err.at(-1)).toBe(
      `snapshot:games: the answers make no usable snapshot; ${GAME_SNAPSHOT_FILE} was not written`,
    );
    expect(code).toBe(1);
    expect(existsSync(written)).toBe(false);
  });

  it('refuses a folder that does not exist, and no base URL where merchant.json names none (exit 2)', async () => {
    const unknown = await snapshot(`http://${LUCKY}:${port}`, '--merchant', '../luckystar');
    expect(unknown.err[0]).toBe(`snapshot:games: --merchant: "../luckystar" is no merchant folder of ${folders}`);
    expect(unknown.code).toBe(2);
    const noUrl = await snapshot('--merchant', 'luckystar');
    expect(noUrl.err[0]).toBe(
      "snapshot:games: luckystar's api.baseUrl is the site's own origin: give the API's base URL",
    );
    expect(noUrl.code).toBe(2);
  });
});
