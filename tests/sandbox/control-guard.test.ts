// Issue 9 item 7: the control API answers only this machine's scripts, never a page on another site.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../sandbox/control-guard';
import {
  auth,
  CONTROL,
  controlGet,
  controlPost,
  failureOf,
  get,
  login,
  LUCKY,
  startSandbox,
  useSandbox,
} from './helpers';

const server = useSandbox({ mode: 'demo' });

const memberCount = async () =>
  (await controlGet(server.app, LUCKY, '/__sandbox/state')).json().value.users.length as number;
const addTester = () =>
  controlPost(server.app, LUCKY, '/__sandbox/users', {
    username: 'guarded1',
    password: 'pass1234',
    customerName: 'Guarded',
  });

describe('loopback hosts', () => {
  it.each([
    'localhost',
    'LOCALHOST:4321',
    'luckystar.localhost',
    'luckystar.localhost:4321',
    'a.b.localhost',
    '127.0.0.1',
    '127.0.0.1:4321',
    '[::1]',
    '[::1]:4321',
  ])('accepts %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    'evil.example',
    'luckystar.example',
    'm.luckystar.example',
    'localhost.evil.example',
    'evil.localhost.example',
    'localhost.',
    '127.0.0.2',
    '127.0.0.1.nip.io',
    '[::2]',
    '0.0.0.0',
    '',
    'localhost:4321/x',
  ])('refuses %s', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('the control API in demo mode', () => {
  it('refuses a foreign Host (DNS rebinding) even with the header, and changes nothing', async () => {
    await addTester();
    const before = await memberCount();
    for (const host of ['evil.example', 'evil.example:4321']) {
      const refused = await controlPost(server.app, host, '/__sandbox/reset', {});
      expect(failureOf(refused)).toMatchObject({
        status: 403,
        errorCode: 'control.forbidden',
        message: expect.stringMatching(/^Host:/),
      });
    }
    expect(await memberCount()).toBe(before);
  });

  it("refuses a merchant's configured domain, which serves the merchant's site", async () => {
    for (const host of ['luckystar.example', 'm.luckystar.example']) {
      expect(failureOf(await controlGet(server.app, host, '/__sandbox/state')).status).toBe(403);
      expect(failureOf(await controlPost(server.app, host, '/__sandbox/status', { maintenance: true })).errorCode).toBe(
        'control.forbidden',
      );
    }
    expect((await get(server.app, 'luckystar.example', '/wps/v2/system/status')).json().value.maintenance).toBeFalsy();
  });

  it('refuses a request without the X-Sandbox-Control header, or with another value', async () => {
    expect(failureOf(await get(server.app, LUCKY, '/__sandbox/state'))).toMatchObject({
      status: 403,
      errorCode: 'control.forbidden',
      message: expect.stringMatching(/^X-Sandbox-Control:/),
    });
    expect(
      failureOf(await get(server.app, 'localhost', '/__sandbox/state?merchant=luckystar', { 'x-sandbox-control': '0' }))
        .status,
    ).toBe(403);
    expect((await get(server.app, LUCKY, '/__sandbox/state', CONTROL)).statusCode).toBe(200);
  });

  it('refuses simple cross-site POSTs (form and text/plain, no header): no reset, sessions stay', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    await addTester();
    const before = await memberCount();
    const simple = [
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'merchant=luckystar' },
      { 'content-type': 'text/plain', payload: '{"merchant":"luckystar"}' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x--' },
    ];
    for (const { payload, ...headers } of simple) {
      for (const host of [LUCKY, 'localhost']) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/__sandbox/reset',
          headers: { host, origin: 'http://evil.example', ...headers },
          payload,
        });
        expect(failureOf(response)).toMatchObject({ status: 403, errorCode: 'control.forbidden' });
      }
    }
    expect(await memberCount()).toBe(before);
    expect((await get(server.app, LUCKY, '/wps/member/info', auth(token))).statusCode).toBe(200);
  });

  it('never grants the CORS preflight the header would need', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/__sandbox/reset',
      headers: {
        host: LUCKY,
        origin: 'http://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-sandbox-control',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('sends Cache-Control: no-store on answers and refusals alike', async () => {
    expect((await controlGet(server.app, LUCKY, '/__sandbox/state')).headers['cache-control']).toBe('no-store');
    expect((await controlGet(server.app, LUCKY, '/__sandbox/nope')).headers['cache-control']).toBe('no-store');
    expect((await get(server.app, LUCKY, '/__sandbox/state')).headers['cache-control']).toBe('no-store');
    expect((await controlGet(server.app, 'evil.example', '/__sandbox/state')).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('answers an unknown control path with 404 not.found, after the guard', async () => {
    expect(failureOf(await controlGet(server.app, LUCKY, '/__sandbox/nope'))).toMatchObject({
      status: 404,
      errorCode: 'not.found',
    });
    expect(failureOf(await get(server.app, LUCKY, '/__sandbox/nope')).status).toBe(403);
  });

  it('still serves the game page and pictures on every merchant host, without the header', async () => {
    expect((await get(server.app, 'luckystar.example', '/__sandbox/game?name=X')).statusCode).toBe(200);
    expect((await get(server.app, 'luckystar.example', '/__sandbox/img/banner/b-welcome.svg')).statusCode).toBe(200);
  });
});

describe('the control API in live mode', () => {
  it('stays 404 not.found for every caller, with no-store', async () => {
    const live = await startSandbox({ mode: 'live' });
    try {
      const response = await controlGet(live.app, LUCKY, '/__sandbox/state');
      expect(failureOf(response)).toMatchObject({ status: 404, errorCode: 'not.found' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await live.app.close();
    }
  });
});
