// The command line of `npm run snapshot:games`: takes a merchant's game lists from its operator API into
// merchants/<folder>/game-snapshot.json, which the build renders as the first screen's tiles (README "Game
// snapshot"). Exit 0 written, 1 the API's answers make no usable snapshot (nothing written), 2 a usage error.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GAME_SNAPSHOT_FILE, readGameSnapshot } from '../../src/build/game-snapshot';
import { loadMerchant } from '../../src/build/load';
import { HOST_LABEL } from '../../src/config/schema/primitives';
import { takeGameSnapshot } from './game-snapshot-take';
import { operatorClient } from './operator-check';
import { baseUrlOf, defaultIo, printable, UsageError, type CheckIo } from './operator-check-cli';

const USAGE = 'usage: npm run snapshot:games -- [<base URL>] --merchant <merchant folder>';

function argsOf(argv: readonly string[], merchantsDir: string) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { merchant: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(printable((error as Error).message));
  }
  const { positionals, values } = parsed;
  if (positionals.length > 1) throw new UsageError(`one base URL, not ${positionals.length}`);
  const folder = values.merchant;
  if (!folder) throw new UsageError('--merchant is missing: give the merchant folder the snapshot is written to');
  if (!HOST_LABEL.test(folder) || !existsSync(path.join(merchantsDir, folder, 'merchant.json')))
    throw new UsageError(`--merchant: "${printable(folder)}" is no merchant folder of ${merchantsDir}`);
  const problems: string[] = [];
  const merchant = loadMerchant(merchantsDir, folder, problems);
  if (!merchant)
    throw new UsageError(`--merchant ${folder}: the folder has problems:\n${problems.map(printable).join('\n')}`);
  // Without one, the merchant's own API (merchant.json api.baseUrl), as CI runs it before each build.
  if (positionals[0] === undefined && merchant.api.baseUrl === '')
    throw new UsageError(`${folder}'s api.baseUrl is the site's own origin: give the API's base URL`);
  return { baseUrl: baseUrlOf(positionals[0] ?? merchant.api.baseUrl), folder, merchant };
}

/** Runs the command for argv (what follows `--`); resolves the exit code. */
export async function runSnapshotGames(
  argv: readonly string[],
  io: CheckIo = defaultIo,
  now = () => new Date(),
): Promise<number> {
  let args;
  try {
    args = argsOf(argv, io.merchantsDir);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`snapshot:games: ${error.message}`);
    io.err(USAGE);
    return 2;
  }
  const { baseUrl, folder, merchant } = args;
  const target = { baseUrl, merchantCode: merchant.merchantCode, language: merchant.languages.default };
  const api = operatorClient(target, io.fetch, undefined, 'merchant-pwa snapshot:games');
  let text: string;
  try {
    const siteOrigin = merchant.api.baseUrl === '' ? baseUrl.origin : undefined;
    text = `${JSON.stringify(await takeGameSnapshot(api, now(), siteOrigin), null, 2)}\n`;
  } catch (error) {
    io.err(`snapshot:games: a list call failed: ${printable(error instanceof Error ? error.message : String(error))}`);
    return 1;
  }
  const reading = readGameSnapshot(text, now());
  for (const warning of reading.warnings) io.err(`snapshot:games: ${printable(warning)}`);
  if (!reading.snapshot) {
    io.err(`snapshot:games: the answers make no usable snapshot; ${GAME_SNAPSHOT_FILE} was not written`);
    return 1;
  }
  const file = path.join(io.merchantsDir, folder, GAME_SNAPSHOT_FILE);
  // Written beside, then renamed: a build reading meanwhile sees the old file or the new, never half of one.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, file);
  const games = reading.snapshot.hotGames.length + Object.values(reading.snapshot.categoryGames).flat().length;
  io.out(`snapshot:games: ${file}: ${reading.snapshot.lanes.length} lanes, ${games} games`);
  return 0;
}
