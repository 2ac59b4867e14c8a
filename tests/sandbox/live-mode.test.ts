// "Real merchants ship": `npm start -- --mode live` serves the merchant sites and the /wps contract only.
// Every route the demo-mode server has outside /wps and the sites (the stand-ins of Telegram, LINE, the
// pixels, chats, push, the game and CBS pages, their call readers, the control API) answers 404 in live
// mode. The routes are read from the demo server itself, so a stand-in added later is covered too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { planFirebaseEmulator } from '../../scripts/lib/firebase-emulator';
import { loadMerchants } from '../../src/build/load';
import { DEVICE_ID, LUCKY, MERCHANTS_DIR, postEncrypted, startSandbox, type TestServer } from './helpers';

interface Route {
  method: string;
  url: string;
}

// Every route any server of this file registers, as Fastify's onRoute hook reports it.
const routes = vi.hoisted(() => [] as Route[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url! });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create };
});

/** A URL that reaches `pattern`: every parameter and wildcard filled in ("::" is a literal colon). */
const concrete = (pattern: string) =>
  pattern
    .split('::')
    .map((part) => part.replace(/:\w+/g, 'x1').replace(/\*/g, 'x1'))
    .join(':');

/** The paths of the sites (served by Host from dist/) and of the /wps contract: what live mode keeps. */
const kept = (url: string) => url === '/*' || url === '*' || url === '/wps' || url.startsWith('/wps/');

let dist = '';
let demo: TestServer;
let live: TestServer;
let demoRoutes: Route[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'live-mode-'));
  mkdirSync(path.join(dist, 'luckystar/m'), { recursive: true });
  writeFileSync(path.join(dist, 'luckystar/m/home.html'), '<!doctype html><title>Lucky Star</title>');
  writeFileSync(path.join(dist, 'luckystar/404.html'), '<!doctype html><title>Not found</title>');
  demo = await startSandbox({ mode: 'demo', distDir: dist });
  await demo.app.ready();
  demoRoutes = routes.splice(0).filter((route) => !kept(route.url));
  live = await startSandbox({ mode: 'live', distDir: dist });
  await live.app.ready();
});

afterAll(async () => {
  await Promise.all([demo?.app.close(), live?.app.close()]);
  rmSync(dist, { recursive: true, force: true });
});

/** One request as a local script would send it: a loopback merchant host and the control header. */
const request = (server: TestServer, method: string, url: string, body?: string, type = 'application/json') =>
  server.app.inject({
    method: method as HTTPMethods,
    url,
    headers: {
      host: LUCKY,
      'x-sandbox-control': '1',
      ...(body === undefined ? {} : { 'content-type': type }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });

describe('the demo-mode server', () => {
  it('has every stand-in and reader under /__, and the routes read here include each kind', () => {
    expect(demoRoutes.filter((route) => !route.url.startsWith('/__'))).toEqual([]);
    const urls = demoRoutes.map((route) => route.url);
    for (const prefix of [
      '/__telegram/',
      '/__line/',
      '/__pixels/',
      '/__pixels/calls',
      '/__chat/',
      '/__chat/calls',
      '/__fcm/',
      '/__fcm/calls',
      '/__cbs/',
      '/__sandbox/game',
      '/__sandbox/img/',
      '/__sandbox/state',
    ])
      expect(
        urls.some((url) => url.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });
});

describe('live mode', () => {
  it('answers 404 at every route of the demo server outside /wps and the sites, whatever the method', async () => {
    const answers = await Promise.all(
      demoRoutes.map(async ({ method, url }) => {
        const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
        const response = await request(live, method, concrete(url), hasBody ? '{}' : undefined);
        return { route: `${method} ${url}`, status: response.statusCode };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 404)).toEqual([]);
    expect(answers.length).toBeGreaterThan(30);
  });

  it('answers 404 at any other /__ path, before reading a body (forms, beacons, escaped paths)', async () => {
    const cases: [string, string, string?, string?][] = [
      [
        'GET',
        '/__telegram/auth?bot_id=1&origin=http://luckystar.localhost&return_to=http://luckystar.localhost/m/home',
      ],
      ['POST', '/__telegram/auth', 'id=1&first_name=Eve&bot_id=1', 'application/x-www-form-urlencoded'],
      ['POST', '/__cbs/deposit', 'ticket=x&amount=100', 'application/x-www-form-urlencoded'],
      ['POST', '/__pixels/calls', '{"pixel":"facebook"}', 'text/plain'],
      ['OPTIONS', '/__fcm/installations/v1/projects/demo/installations'],
      ['GET', '/__anything-else'],
      ['PUT', '/__sandbox', '<x/>', 'application/xml'],
      ['GET', '/%5F%5Ftelegram/auth'],
      ['GET', '/__sandbox/img/game/g1012.svg'],
    ];
    for (const [method, url, body, type] of cases) {
      const response = await request(live, method, url, body, type);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      if (method !== 'HEAD') expect(response.json(), `${method} ${url}`).toMatchObject({ errorCode: 'not.found' });
    }
  });

  it('still serves the sites and the /wps contract', async () => {
    expect((await request(live, 'GET', '/m/home')).body).toContain('Lucky Star');
    expect((await request(live, 'GET', '/m/nowhere')).statusCode).toBe(404);
    expect((await request(live, 'GET', '/wps/session/key/rsa')).json()).toMatchObject({ success: true });
    expect((await request(live, 'GET', '/wps/v2/system/status')).statusCode).toBe(200);
    const login = await postEncrypted(live.app, LUCKY, '/wps/session/login', {
      username: 'player1',
      password: 'play1234',
      type: 'username',
      loginDeviceId: DEVICE_ID,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await request(live, 'GET', '/wps/no-such-endpoint')).json()).toMatchObject({
      errorCode: 'not.found',
    });
  });

  it('starts no Firebase Auth emulator and takes no emulator token', async () => {
    const { merchants } = loadMerchants(MERCHANTS_DIR);
    expect(planFirebaseEmulator(merchants, 'demo', {})).not.toBeNull();
    expect(planFirebaseEmulator(merchants, 'live', {})).toBeNull();
    const login = await postEncrypted(live.app, LUCKY, '/wps/session/login', {
      type: 'firebase',
      loginDeviceId: DEVICE_ID,
      firebaseChannel: 'google',
      firebaseIdToken: 'e30.e30.',
    });
    expect(login.json()).toMatchObject({
      errorCode: 'firebase.token.invalid',
      message: expect.stringContaining('live mode trusts no Firebase Auth emulator'),
    });
  });
});
