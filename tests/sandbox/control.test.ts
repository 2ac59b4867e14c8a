// The control API (/__sandbox): fault injection, codes, users, reset, and its absence in live mode.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  auth,
  controlDelete,
  controlGet,
  controlPost,
  failureOf,
  get,
  login,
  LUCKY,
  post,
  SIAM,
  startSandbox,
  useSandbox,
} from './helpers';

const server = useSandbox();

const STATUS = '/wps/v2/system/status';
const fault = (body: object, host = LUCKY) => controlPost(server.app, host, '/__sandbox/faults', body);

describe('faults', () => {
  it('make the next N calls of a path fail with a status and errorCode, then stop', async () => {
    expect((await fault({ path: STATUS, count: 2, status: 502 })).json().value).toEqual([
      { path: STATUS, remaining: 2, status: 502 },
    ]);
    expect(failureOf(await get(server.app, LUCKY, STATUS))).toMatchObject({ status: 502, errorCode: 'sandbox.fault' });
    expect((await get(server.app, SIAM, STATUS)).statusCode).toBe(200); // faults are per merchant
    expect((await get(server.app, LUCKY, STATUS)).statusCode).toBe(502);
    expect((await get(server.app, LUCKY, STATUS)).statusCode).toBe(200);
    expect(server.logs.some((line) => line.startsWith(`fault on GET ${STATUS}`))).toBe(true);
  });

  it('match by method and by path prefix, and can be a forced logout (401)', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    await fault({
      path: '/wps/relay/*',
      method: 'GET',
      status: 401,
      errorCode: 'user.or.token.invalid',
      message: 'Session ended elsewhere',
    });
    expect(
      (await post(server.app, LUCKY, '/wps/relay/CSP_fcmBind', { registrationToken: 't' }, auth(token))).statusCode,
    ).toBe(200);
    expect(failureOf(await get(server.app, LUCKY, '/wps/relay/CBS_unreadCount', auth(token)))).toEqual({
      status: 401,
      errorCode: 'user.or.token.invalid',
      message: 'Session ended elsewhere',
    });
  });

  it('delay a call (a timeout for the app), then answer normally or with the status', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await fault({ path: STATUS, delayMs: 31_000 });
    let settled = false;
    const pending = get(server.app, LUCKY, STATUS).then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(30_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).statusCode).toBe(200);

    await fault({ path: STATUS, delayMs: 500, status: 503, errorCode: 'TOO_MANY_REQUEST_STATUS' });
    const failing = get(server.app, LUCKY, STATUS);
    await vi.advanceTimersByTimeAsync(500);
    expect(failureOf(await failing)).toMatchObject({ status: 503, errorCode: 'TOO_MANY_REQUEST_STATUS' });
  });

  // inject() has no socket to lose, so this one check uses a loopback port.
  it('drop the connection without an answer (offline for the app)', async () => {
    const dropping = await startSandbox();
    try {
      await dropping.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = dropping.app.server.address() as AddressInfo;
      await controlPost(dropping.app, LUCKY, '/__sandbox/faults', { path: STATUS, drop: true });
      const call = () =>
        new Promise<string>((resolve) => {
          const req = request({ host: '127.0.0.1', port, path: STATUS, headers: { host: LUCKY } }, (res) =>
            resolve(`HTTP ${res.statusCode}`),
          );
          req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
          req.end();
        });
      expect(await call()).toBe('ECONNRESET');
      expect(await call()).toBe('HTTP 200');
    } finally {
      await dropping.app.close();
    }
  });

  it('can forge a success value (hostile server data), once, then the endpoint answers again', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const launch = '/wps/game/launchGame?gameId=x';
    await fault({ path: '/wps/game/launchGame', value: { gameUrl: 'javascript:alert(document.domain)' } });
    const forged = await get(server.app, LUCKY, launch, auth(token));
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ success: true, value: { gameUrl: 'javascript:alert(document.domain)' } });
    expect(forged.headers['cache-control']).toBe('no-store');
    expect((await get(server.app, LUCKY, launch, auth(token))).json()).not.toEqual(forged.json());
  });

  it('are listed, cleared, and validated', async () => {
    await fault({ path: STATUS, status: 500 });
    expect((await controlGet(server.app, LUCKY, '/__sandbox/faults')).json().value).toHaveLength(1);
    await controlDelete(server.app, LUCKY, '/__sandbox/faults');
    expect((await controlGet(server.app, LUCKY, '/__sandbox/faults')).json().value).toEqual([]);
    expect(failureOf(await fault({ path: STATUS })).message).toBe('status: give status, delayMs, drop or value');
    expect(failureOf(await fault({ path: '/m/home', status: 500 })).message).toMatch(/^path:/);
    expect(failureOf(await fault({ path: STATUS, status: 200 })).message).toMatch(/^status:/);
  });
});

describe('codes, users, state and reset', () => {
  it('picks the merchant by Host or ?merchant=, and says when neither is given', async () => {
    await post(server.app, LUCKY, '/wps/verification/sms/noLogin', {
      countryDialingCode: '+63',
      mobileNum: '9170000001',
    });
    expect(
      (await controlGet(server.app, 'localhost', '/__sandbox/sms?merchant=luckystar&mobileNum=9170000001')).json().value
        .code,
    ).toMatch(/^\d{6}$/);
    expect(failureOf(await controlGet(server.app, 'localhost', '/__sandbox/sms?mobileNum=9170000001')).message).toMatch(
      /^merchant:/,
    );
    expect(failureOf(await controlGet(server.app, 'localhost', '/__sandbox/state?merchant=nope')).message).toMatch(
      /^merchant: unknown/,
    );
    expect(failureOf(await controlGet(server.app, LUCKY, '/__sandbox/sms?mobileNum=9170000002')).status).toBe(404);
    expect(failureOf(await controlGet(server.app, LUCKY, '/__sandbox/2fa?username=player1')).status).toBe(404);
  });

  it('creates members for a test and resets them away with everything else', async () => {
    const created = await controlPost(server.app, LUCKY, '/__sandbox/users', {
      username: 'tester1',
      password: 'pass1234',
      customerName: 'Test',
      customerType: 2,
      twoFactor: ['email'],
    });
    expect(created.json().value).toMatchObject({ userName: 'tester1' });
    expect(
      failureOf(
        await controlPost(server.app, LUCKY, '/__sandbox/users', {
          username: 'tester1',
          password: 'pass1234',
          customerName: 'Test',
        }),
      ).errorCode,
    ).toBe('register.username.exists');
    expect(
      failureOf(
        await controlPost(server.app, LUCKY, '/__sandbox/users', {
          username: 'x',
          password: 'pass1234',
          customerName: 'Test',
        }),
      ).message,
    ).toMatch(/^username:/);
    const token = await login(server.app, LUCKY, 'player1');
    await controlPost(server.app, LUCKY, '/__sandbox/status', { maintenance: true });
    const state = (await controlGet(server.app, LUCKY, '/__sandbox/state')).json().value;
    expect(state).toMatchObject({
      mode: 'test',
      merchant: 'luckystar',
      merchantCode: 'LUCKYSTAR',
      rsaBits: 1024,
      status: { maintenance: true },
    });
    expect(state.users.map((u: { userName: string }) => u.userName)).toContain('tester1');

    expect((await controlPost(server.app, LUCKY, '/__sandbox/reset', {})).json().value).toEqual({
      reset: ['luckystar'],
    });
    const after = (await controlGet(server.app, LUCKY, '/__sandbox/state')).json().value;
    expect(after.users.map((u: { userName: string }) => u.userName)).not.toContain('tester1');
    expect(after.status.maintenance).toBe(false);
    expect(failureOf(await get(server.app, LUCKY, '/wps/member/info', auth(token))).errorCode).toBe(
      'user.or.token.invalid',
    );
    expect((await controlPost(server.app, 'localhost', '/__sandbox/reset', {})).json().value.reset).toEqual([
      'luckystar',
      'saigonlotto',
      'siamarena',
    ]);
  });

  it('validates status changes', async () => {
    expect(
      failureOf(await controlPost(server.app, LUCKY, '/__sandbox/status', { maintenance: 'yes' })).message,
    ).toMatch(/^maintenance:/);
    expect(failureOf(await controlPost(server.app, LUCKY, '/__sandbox/status', { ip: 'not-an-ip' })).message).toMatch(
      /^ip:/,
    );
    expect(failureOf(await controlPost(server.app, LUCKY, '/__sandbox/status', { maintenanse: true })).message).toMatch(
      /maintenanse/,
    );
  });
});

describe('modes', () => {
  it('answers the control API with 404 in live mode, while /wps still works (the game page is a stand-in)', async () => {
    const live = await startSandbox({ mode: 'live' });
    try {
      for (const [method, url] of [
        ['GET', '/__sandbox/state'],
        ['POST', '/__sandbox/reset'],
        ['POST', '/__sandbox/faults'],
        ['GET', '/__sandbox/sms?mobileNum=1'],
      ] as const) {
        const response = await live.app.inject({ method, url, headers: { host: LUCKY } });
        expect(failureOf(response)).toMatchObject({ status: 404, errorCode: 'not.found' });
      }
      expect((await get(live.app, LUCKY, STATUS)).statusCode).toBe(200);
      // live-mode.test.ts: no stand-in answers in live mode.
      expect((await get(live.app, LUCKY, '/__sandbox/game?name=X')).statusCode).toBe(404);
    } finally {
      await live.app.close();
    }
  });

  it('answers it in demo mode', async () => {
    const demo = await startSandbox({ mode: 'demo' });
    try {
      expect((await controlGet(demo.app, LUCKY, '/__sandbox/state')).json().value.mode).toBe('demo');
    } finally {
      await demo.app.close();
    }
  });
});
