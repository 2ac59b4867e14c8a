// merchants/<code>/sandbox.json validation (errors name file and field), the sample data itself, and
// --data persistence of members and sessions.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { CATEGORY_CODES } from '../../sandbox/data/schema';
import { auth, get, login, LUCKY, MERCHANTS_DIR, postEncrypted, startSandbox } from './helpers';

const scratch = mkdtempSync(path.join(tmpdir(), 'sandbox-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the sample merchants whose luckystar sandbox.json is changed by `edit`. */
function merchantsWith(
  name: string,
  edit: (data: Record<string, any>) => Record<string, any> | string | undefined,
): string {
  const dir = path.join(scratch, name);
  cpSync(MERCHANTS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'luckystar', 'sandbox.json');
  const changed = edit(JSON.parse(readFileSync(file, 'utf8')));
  if (changed === undefined) rmSync(file);
  else writeFileSync(file, typeof changed === 'string' ? changed : JSON.stringify(changed));
  return dir;
}

const problemsOf = async (merchantsDir: string) => {
  try {
    await startSandbox({ merchantsDir });
  } catch (error) {
    return (error as { problems?: string[] }).problems ?? [(error as Error).message];
  }
  throw new Error('expected the sandbox to refuse the data');
};

describe('sandbox.json validation', () => {
  it('names the file for bad JSON', async () => {
    const problems = await problemsOf(merchantsWith('bad-json', () => '{ "vendors": ['));
    expect(problems).toEqual([expect.stringMatching(/luckystar\/sandbox\.json: \(file\): not valid JSON/)]);
  });

  it('where asked (the studio), leaves a broken merchant out and serves the others', async () => {
    const dir = merchantsWith('studio-broken', () => '{ "vendors": [');
    const settings = path.join(dir, 'siamarena', 'merchant.json');
    writeFileSync(settings, readFileSync(settings, 'utf8').replace('"name":', '"name"'));
    const handed: string[][] = [];
    const { app, sandbox } = await startSandbox({ merchantsDir: dir, onInvalid: (problems) => handed.push(problems) });
    expect(sandbox.merchants.map((merchant) => merchant.code)).toEqual(['saigonlotto']);
    expect(handed).toEqual([
      [
        expect.stringMatching(/siamarena\/merchant\.json: \(file\): not valid JSON/),
        expect.stringMatching(/luckystar\/sandbox\.json: \(file\): not valid JSON/),
      ],
    ]);
    await app.close();
  });

  const where = (line: string) => line.replace(/^.*sandbox\.json: /, '');

  it('names each malformed field by its path', async () => {
    const problems = await problemsOf(
      merchantsWith('bad-fields', (data) => {
        data.games[1].category = 'CASINO';
        data.games[2].colour2 = '#fff';
        data.users[0].username = 'X';
        return data;
      }),
    );
    expect(problems.map(where)).toEqual([
      expect.stringMatching(/^games\.1\.category: Invalid option/),
      'games.2.colour2: unknown setting; did you mean "colour"?',
      'users.0.username: must be 4-16 lower-case letters and digits, starting with a letter',
    ]);
    expect(problems.every((line) => line.includes(path.join('bad-fields', 'luckystar', 'sandbox.json')))).toBe(true);
  });

  // zod checks references once the shape is valid, so these come after the shape problems are fixed.
  it('names each broken reference by its path', async () => {
    const problems = await problemsOf(
      merchantsWith('bad-references', (data) => {
        data.games[0].vendor = 'NOPE';
        data.hotGameIds.push('g9999');
        data.banners[0].promotionId = 'p-missing';
        data.vendors.push({ ...data.vendors[0] });
        return data;
      }),
    );
    expect(problems.map(where)).toEqual([
      expect.stringMatching(/^vendors\.7\.code: "SUNBET" is listed twice/),
      expect.stringMatching(/^games\.0\.vendor: unknown vendor "NOPE"; vendors are SUNBET, /),
      'hotGameIds.8: unknown game id "g9999"',
      'banners.0.promotionId: unknown promotion id "p-missing"',
    ]);
  });

  it("refuses another merchant's name, code or domain in a merchant's data", async () => {
    const problems = await problemsOf(
      merchantsWith('isolation', (data) => {
        data.announcements[0].content = 'Also play at Siam Arena, sgl.example';
        return data;
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('names another merchant ("Siam Arena")'),
        expect.stringContaining('("sgl.example")'),
      ]),
    );
  });

  it('serves empty lists for a merchant without sandbox.json', async () => {
    const { app } = await startSandbox({ merchantsDir: merchantsWith('missing', () => undefined) });
    try {
      expect((await get(app, LUCKY, '/wps/relay/GCSGAME_gameList')).json().value).toEqual({
        list: [],
        total: 0,
        page: 1,
        size: 50,
      });
      expect((await get(app, LUCKY, '/wps/v2/system/status')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("reads a production merchant's stand-in data from sampleDataDir, leaving its folder as an operator's", async () => {
    const merchantsDir = path.resolve('tests/fixtures/merchants');
    const sampleDataDir = path.resolve('tests/fixtures/operator-data');
    expect(existsSync(path.join(merchantsDir, 'harbourplay', 'sandbox.json'))).toBe(false);
    const { app } = await startSandbox({ merchantsDir, sampleDataDir, mode: 'live' });
    try {
      const list = (await get(app, 'harbourplay.localhost', '/wps/relay/GCSGAME_gameList')).json().value;
      expect(list.total).toBeGreaterThan(20);
      expect(list.list[0].gameName).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });

  it("validates the data in sampleDataDir as in a merchant's folder, naming its file", async () => {
    const sampleDataDir = path.join(scratch, 'operator-data');
    cpSync(path.resolve('tests/fixtures/operator-data'), sampleDataDir, { recursive: true });
    writeFileSync(path.join(sampleDataDir, 'harbourplay', 'sandbox.json'), '{ "vendors": [');
    await expect(
      startSandbox({ merchantsDir: path.resolve('tests/fixtures/merchants'), sampleDataDir }),
    ).rejects.toMatchObject({
      problems: [expect.stringMatching(/operator-data\/harbourplay\/sandbox\.json: \(file\): not valid JSON/)],
    });
  });
});

describe('the sample data', () => {
  const { merchants } = loadMerchants(MERCHANTS_DIR);
  const sample = (code: string) => JSON.parse(readFileSync(path.join(MERCHANTS_DIR, code, 'sandbox.json'), 'utf8'));

  it('is realistic in size and uses the spec category codes', () => {
    for (const { code } of merchants) {
      const data = sample(code);
      expect(data.games.length, code).toBeGreaterThanOrEqual(30);
      expect(data.vendors.length, code).toBeGreaterThanOrEqual(6);
      expect(data.categories.length, code).toBeGreaterThanOrEqual(6);
      for (const category of data.categories) expect(CATEGORY_CODES).toContain(category.code);
      expect(new Set(data.banners.map((b: { clickType: string }) => b.clickType))).toEqual(new Set(['P', 'URL', 'G']));
      expect(data.banners.map((b: { group: string }) => b.group)).toEqual(
        expect.arrayContaining(['m_popup1', 'm_popup2']),
      );
      expect(data.users.map((u: { username: string }) => u.username)).toEqual([
        'player1',
        'player2',
        'secure1',
        'newbie1',
        'expired1',
        'agent1',
        'member4',
      ]);
    }
  });

  it('has a URL banner inside and one outside each redirectAllowlist', () => {
    for (const merchant of merchants) {
      const hosts = sample(merchant.code)
        .banners.filter((b: { url?: string }) => b.url?.startsWith('http'))
        .map((b: { url: string }) => new URL(b.url).hostname);
      expect(
        hosts.some((host: string) => merchant.redirectAllowlist.includes(host)),
        merchant.code,
      ).toBe(true);
      expect(
        hosts.some((host: string) => !merchant.redirectAllowlist.includes(host)),
        merchant.code,
      ).toBe(true);
    }
  });

  it('differs between merchants and never names another merchant', () => {
    const names = merchants.map((m) => sample(m.code).games[0].name);
    expect(new Set(names).size).toBe(merchants.length);
    for (const merchant of merchants) {
      const text = readFileSync(path.join(MERCHANTS_DIR, merchant.code, 'sandbox.json'), 'utf8');
      for (const other of merchants.filter((m) => m.code !== merchant.code)) {
        for (const needle of [other.code, other.name, other.merchantCode, ...other.domains])
          expect(text.includes(needle), `${merchant.code} names ${needle}`).toBe(false);
      }
    }
  });
});

describe('--data persistence', () => {
  it('keeps members and sessions across a restart, written atomically', async () => {
    const dataFile = path.join(scratch, 'state.json');
    const first = await startSandbox({ dataFile });
    const registered = await postEncrypted(
      first.app,
      LUCKY,
      '/wps/member/register',
      {
        username: 'keeper1',
        password: 'keep1234',
        registerMethod: 'PWA',
        loginDeviceId: '0123456789abcdef0123456789abcdef0123',
      },
      { ModuleId: 'REG3' },
    );
    const { token } = registered.json().value;
    await first.app.close();
    expect(existsSync(dataFile)).toBe(true);
    expect(readdirSync(scratch).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const second = await startSandbox({ dataFile });
    try {
      expect((await get(second.app, LUCKY, '/wps/member/info', auth(token))).json().value.userName).toBe('keeper1');
      expect(await login(second.app, LUCKY, 'keeper1', 'keep1234')).toEqual(expect.any(String));
    } finally {
      await second.app.close();
    }
  });

  it('refuses a corrupt data file instead of silently starting empty', async () => {
    const dataFile = path.join(scratch, 'corrupt.json');
    writeFileSync(dataFile, '{"version": 2}');
    await expect(startSandbox({ dataFile })).rejects.toThrow(/corrupt\.json: version/);
  });
});
