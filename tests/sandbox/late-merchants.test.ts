// Issue 26 item 13: a running `npm start` answered unknown.host for a merchant made and built after it started,
// until restarted. Now the first request for its host finds it, validated as at start; a broken folder is named.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assetFiles, merchantJson, sandboxJson } from '../../scripts/lib/scaffold';
import { failureOf, get, login, MERCHANTS_DIR, startSandbox, type TestServer } from './helpers';

let dir: string;
let server: TestServer;
const merchantsDir = () => path.join(dir, 'merchants');
const distDir = () => path.join(dir, 'dist');

/** What `npm run new:merchant -- <code>` writes (its defaults), with these settings changed. */
function scaffold(code: string, change: (settings: ReturnType<typeof merchantJson>) => void = () => undefined) {
  const answers = { code, name: `${code} Play`, domain: `${code}.example`, primary: '#1f6feb', accent: '#ffb000' };
  const settings = merchantJson({ ...answers, language: 'EN' });
  change(settings);
  mkdirSync(path.join(merchantsDir(), code, 'assets'), { recursive: true });
  writeFileSync(path.join(merchantsDir(), code, 'merchant.json'), JSON.stringify(settings, null, 2));
  writeFileSync(path.join(merchantsDir(), code, 'sandbox.json'), JSON.stringify(sandboxJson(answers), null, 2));
  for (const [name, content] of Object.entries(assetFiles(answers)))
    writeFileSync(path.join(merchantsDir(), code, 'assets', name), content);
}

/** A built site as the build leaves it in dist/<code>/ (only the page the tests ask for). */
function build(code: string) {
  mkdirSync(path.join(distDir(), code, 'm'), { recursive: true });
  writeFileSync(path.join(distDir(), code, 'm', 'home.html'), `<!doctype html><title>${code}</title>`);
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'late-merchants-'));
  cpSync(MERCHANTS_DIR, merchantsDir(), { recursive: true });
  build('luckystar');
  server = await startSandbox({ merchantsDir: merchantsDir(), distDir: distDir() });
});
afterEach(async () => {
  await server.app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a merchant made and built while the server runs', () => {
  it('is served from the first request, with games, categories and a member to log in with', async () => {
    expect(failureOf(await get(server.app, 'acme.localhost', '/m/home')).errorCode).toBe('unknown.host');
    scaffold('acme');
    // Not built yet: nothing to serve, and nothing validated while ops may still be editing.
    expect(failureOf(await get(server.app, 'acme.localhost', '/m/home')).errorCode).toBe('unknown.host');
    build('acme');

    const page = await get(server.app, 'acme.localhost:4321', '/m/home');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>acme</title>');
    expect((await get(server.app, 'acme.example', '/m/home')).statusCode).toBe(200);
    const games = (await get(server.app, 'acme.localhost', '/wps/relay/GCSGAME_gameList')).json().value;
    expect(games.total).toBeGreaterThan(5);
    const lanes = (
      await get(server.app, 'acme.localhost', '/wps/relay/GCSGAME_newGameVendor?platform=html5&ext=webp')
    ).json();
    expect(lanes.value).toHaveLength(4);
    expect(lanes.value.every((lane: { gameCount: number }) => lane.gameCount > 0)).toBe(true);
    expect(await login(server.app, 'acme.localhost', 'player1')).toMatch(/.+/);
    // Listed on the merchant index too, and the merchants served since start are untouched.
    expect((await get(server.app, 'localhost', '/')).body).toContain('acme.localhost');
    expect((await get(server.app, 'luckystar.localhost', '/m/home')).statusCode).toBe(200);
    expect(server.logs.join('\n')).toContain('serving acme (built after start)');
  });

  it('is loaded once when its first requests come together', async () => {
    scaffold('acme');
    build('acme');
    const pages = await Promise.all([1, 2, 3].map(() => get(server.app, 'acme.localhost', '/m/home')));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
    expect(server.sandbox.merchants.filter((state) => state.code === 'acme')).toHaveLength(1);
  });

  it('is found by its configured domain too, on its first request', async () => {
    scaffold('bravo', (settings) => {
      settings.domains = ['play.bravo.example'];
      settings.redirectAllowlist = ['play.bravo.example'];
    });
    build('bravo');
    expect((await get(server.app, 'play.bravo.example', '/m/home')).statusCode).toBe(200);
    expect((await get(server.app, 'bravo.localhost', '/m/home')).statusCode).toBe(200);
  });

  it('with a broken folder is refused with what is wrong, until fixed; the server keeps serving', async () => {
    scaffold('broken', (settings) => {
      settings.theme.primary = 'blue';
      settings.domains = ['luckystar.example'];
    });
    build('broken');
    const refusal = failureOf(await get(server.app, 'broken.localhost', '/m/home'));
    expect(refusal).toMatchObject({ status: 503, errorCode: 'merchant.invalid' });
    expect(refusal.message).toContain('broken/merchant.json: theme.primary');
    expect(refusal.message).toContain('"luckystar.example" is also listed by');
    expect((await get(server.app, 'luckystar.localhost', '/m/home')).statusCode).toBe(200);
    expect(failureOf(await get(server.app, 'evil.example', '/m/home')).errorCode).toBe('unknown.host');

    // Printed once, not at every request.
    await get(server.app, 'broken.localhost', '/m/home');
    expect(server.logs.filter((line) => line.startsWith('cannot serve broken')).length).toBe(1);

    scaffold('broken');
    expect((await get(server.app, 'broken.localhost', '/m/home')).statusCode).toBe(200);
  });

  it('with an invalid sandbox.json is refused, naming the file and field', async () => {
    scaffold('acme');
    const file = path.join(merchantsDir(), 'acme', 'sandbox.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"DEMOSLOTS"', '"demo slots"'));
    build('acme');
    const refusal = failureOf(await get(server.app, 'acme.localhost', '/wps/relay/GCSGAME_gameList'));
    expect(refusal.errorCode).toBe('merchant.invalid');
    expect(refusal.message).toContain('acme/sandbox.json: vendors.2.code');
  });
});

describe('a merchant known at start whose site is built while the server runs', () => {
  it('has its site served once built', async () => {
    expect(failureOf(await get(server.app, 'siamarena.localhost', '/m/home')).errorCode).toBe('unknown.host');
    build('siamarena');
    expect((await get(server.app, 'siamarena.localhost', '/m/home')).statusCode).toBe(200);
  });
});
