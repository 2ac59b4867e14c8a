// /wps/session/*: password, SMS and social logins, 2FA, captcha, tokens and logout, with SPEC 8 errorCodes.
import { describe, expect, it, vi } from 'vitest';
import {
  auth,
  controlGet,
  controlPost,
  DEVICE_ID,
  failureOf,
  get,
  login,
  loginBody,
  LUCKY,
  post,
  postEncrypted,
  SAIGON,
  SIAM,
  solvedCaptcha,
  useSandbox,
} from './helpers';

const server = useSandbox();

const LOGIN = '/wps/session/login';
const doLogin = (host: string, body: object, headers: Record<string, string> = {}) =>
  postEncrypted(server.app, host, LOGIN, body, headers);

describe('POST /wps/session/login (username)', () => {
  it('returns the SPEC 3 login value with a random token of at least 128 bits', async () => {
    const response = await doLogin(LUCKY, loginBody('player1'), { Device: 'PWA', Merchant: 'LUCKYSTAR' });
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      updatePassword: false,
      userName: 'player1',
      customerType: 0,
      customerName: 'Juan Dela Cruz',
      merchantCode: 'LUCKYSTAR',
    });
    expect(Buffer.from(value.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(value.scripts.map((item: { csType: string }) => item.csType)).toEqual(['COMM100VIP']);
    const second = (await doLogin(LUCKY, loginBody('player1'))).json().value;
    expect(second.token).not.toBe(value.token);
  });

  it('answers not.exists.user, login.cred.err and bad.request per SPEC 8 and PROTOCOL.md', async () => {
    expect(failureOf(await doLogin(LUCKY, loginBody('nobody1')))).toMatchObject({
      status: 400,
      errorCode: 'not.exists.user',
    });
    expect(failureOf(await doLogin(LUCKY, loginBody('player1', 'wrong123')))).toMatchObject({
      status: 400,
      errorCode: 'login.cred.err',
    });
    expect(failureOf(await doLogin(LUCKY, { ...loginBody('player1'), loginDeviceId: 'short' })).message).toMatch(
      /^loginDeviceId:/,
    );
    expect(
      failureOf(await doLogin(LUCKY, { type: 'username', loginDeviceId: DEVICE_ID, password: 'x' })).message,
    ).toMatch(/^username:/);
    expect(failureOf(await doLogin(LUCKY, loginBody('player1'), { Device: 'PHONE' })).message).toMatch(/^Device:/);
    expect(failureOf(await doLogin(LUCKY, { ...loginBody('player1'), type: 'google' })).message).toMatch(/^type:/);
  });

  it('flags the first-login and expired-password members, and the user names are case-insensitive', async () => {
    expect((await doLogin(LUCKY, loginBody('newbie1'))).json().value.firstTimeLogin).toBe(true);
    expect((await doLogin(LUCKY, loginBody('EXPIRED1'))).json().value).toMatchObject({
      passwordExpired: true,
      userName: 'expired1',
    });
    expect((await doLogin(LUCKY, loginBody('agent1'))).json().value.customerType).toBe(1);
    expect((await doLogin(LUCKY, loginBody('member4'))).json().value.customerType).toBe(4);
  });
});

describe('2FA: login_verify_required then /wps/session/login/verification', () => {
  it('lists the required codes, prints them, and accepts them once', async () => {
    const first = failureOf(await doLogin(LUCKY, loginBody('secure1')));
    expect(first.errorCode).toBe('login_verify_required');
    const body = (await doLogin(LUCKY, loginBody('secure1'))).json();
    expect(body.value).toEqual({
      required: ['email', 'authenticator', 'sms'],
      email: 's***@mail.test',
      mobileNum: '****4567',
    });
    const { codes } = (await controlGet(server.app, LUCKY, '/__sandbox/2fa?username=secure1')).json().value;
    expect(server.logs.some((line) => line.includes(`email ${codes.email}`))).toBe(true);
    expect((await controlGet(server.app, LUCKY, '/__sandbox/sms?mobileNum=9191234567')).json().value).toMatchObject({
      code: codes.sms,
      purpose: '2fa',
    });

    const wrong = await postEncrypted(server.app, LUCKY, `${LOGIN}/verification`, {
      username: 'secure1',
      password: 'play1234',
      codes: { ...codes, authenticator: '000000' === codes.authenticator ? '111111' : '000000' },
      loginDeviceId: DEVICE_ID,
    });
    expect(failureOf(wrong)).toMatchObject({
      errorCode: 'login.verify.code.err',
      message: 'codes.authenticator: wrong code',
    });
    const right = await postEncrypted(server.app, LUCKY, `${LOGIN}/verification`, {
      username: 'secure1',
      password: 'play1234',
      codes,
      loginDeviceId: DEVICE_ID,
    });
    expect(right.json().value).toMatchObject({ userName: 'secure1', token: expect.any(String) });
    const again = await postEncrypted(server.app, LUCKY, `${LOGIN}/verification`, {
      username: 'secure1',
      password: 'play1234',
      codes,
      loginDeviceId: DEVICE_ID,
    });
    expect(failureOf(again).errorCode).toBe('login.verify.expired');
  });

  it('expires the codes after 5 minutes and checks the password again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await doLogin(LUCKY, loginBody('secure1'));
    const { codes } = (await controlGet(server.app, LUCKY, '/__sandbox/2fa?username=secure1')).json().value;
    const verify = (password: string) =>
      postEncrypted(server.app, LUCKY, `${LOGIN}/verification`, {
        username: 'secure1',
        password,
        codes,
        loginDeviceId: DEVICE_ID,
      });
    expect(failureOf(await verify('nope1234')).errorCode).toBe('login.cred.err');
    vi.advanceTimersByTime(5 * 60_000);
    expect(failureOf(await verify('play1234')).errorCode).toBe('login.verify.expired');
  });
});

describe('captcha (saigonlotto has showLoginGeetest on)', () => {
  it('requires a solved captcha for login, rejects a wrong or reused one', async () => {
    expect(failureOf(await doLogin(SAIGON, loginBody('player1')))).toMatchObject({
      status: 400,
      errorCode: 'captcha.required',
    });
    const captcha = (await get(server.app, SAIGON, '/wps/captcha/geetest?t=1')).json().value;
    expect(captcha).toMatchObject({
      gt: 'sandbox',
      newCaptcha: true,
      success: 1,
      version: 'v4',
      puzzle: { kind: 'type-characters', characters: expect.stringMatching(/^[A-Z2-9]{4}$/) },
    });
    const wrong = await doLogin(
      SAIGON,
      loginBody('player1', 'play1234', { geetestChallenge: captcha.challenge, geetestSeccode: 'ZZZZ|jordan' }),
    );
    expect(failureOf(wrong).errorCode).toBe('captcha.invalid');
    const fresh = (await get(server.app, SAIGON, '/wps/captcha/geetest')).json().value;
    const typed = fresh.puzzle.characters.toLowerCase();
    const ok = await doLogin(
      SAIGON,
      loginBody('player1', 'play1234', { geetestChallenge: fresh.challenge, geetestSeccode: `${typed}|jordan` }),
    );
    expect(ok.statusCode).toBe(200);
    const reused = await doLogin(
      SAIGON,
      loginBody('player1', 'play1234', { geetestChallenge: fresh.challenge, geetestSeccode: `${typed}|jordan` }),
    );
    expect(failureOf(reused).errorCode).toBe('captcha.invalid');
  });

  it('accepts the v4 result from the control API and expires challenges after 60 s', async () => {
    const solved = await solvedCaptcha(server.app, SAIGON);
    expect(
      (await doLogin(SAIGON, loginBody('player1', 'play1234', { geetestValidateV4: solved.geetestValidateV4 })))
        .statusCode,
    ).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = await solvedCaptcha(server.app, SAIGON);
    vi.advanceTimersByTime(60_000);
    expect(failureOf(await doLogin(SAIGON, loginBody('player1', 'play1234', late))).errorCode).toBe('captcha.invalid');
  });

  it('needs no captcha where the merchant does not ask for one', async () => {
    expect((await doLogin(SIAM, loginBody('player1'))).statusCode).toBe(200);
  });

  it('follows the operator switching GEETEST3 off and GEETESTVCODE3 on (status whitelabelVal) at once', async () => {
    await controlPost(server.app, SAIGON, '/__sandbox/status', { whitelabelVal: { GEETEST3: false } });
    expect((await doLogin(SAIGON, loginBody('player1'))).statusCode).toBe(200);
    await controlPost(server.app, SIAM, '/__sandbox/status', {
      whitelabelVal: { GEETEST3: true, GEETESTVCODE3: true },
    });
    const sms = await post(server.app, SIAM, '/wps/verification/sms/noLogin', {
      countryDialingCode: '+66',
      mobileNum: '0812345678',
    });
    expect(failureOf(sms).errorCode).toBe('captcha.required');
    expect((await doLogin(SIAM, loginBody('player1'))).statusCode).toBe(200);
    await controlPost(server.app, SAIGON, '/__sandbox/status', { whitelabelVal: {} });
    await controlPost(server.app, SIAM, '/__sandbox/status', { whitelabelVal: {} });
  });
});

describe('SMS login', () => {
  it('logs in with the code sent by /wps/verification/sms/noLogin', async () => {
    await post(server.app, LUCKY, '/wps/verification/sms/noLogin', {
      countryDialingCode: '+63',
      mobileNum: '09171234567',
    });
    const { code } = (
      await controlGet(server.app, LUCKY, '/__sandbox/sms?mobileNum=9171234567&countryDialingCode=%2B63')
    ).json().value;
    const wrong = await doLogin(LUCKY, {
      type: 'sms',
      isSms: true,
      username: '9171234567',
      password: code === '000000' ? '111111' : '000000',
      loginDeviceId: DEVICE_ID,
    });
    expect(failureOf(wrong).errorCode).toBe('sms.code.err');
    const right = await doLogin(LUCKY, {
      type: 'sms',
      isSms: true,
      username: '9171234567',
      password: code,
      loginDeviceId: DEVICE_ID,
    });
    expect(right.json().value.userName).toBe('player1');
    expect(
      failureOf(await doLogin(LUCKY, { type: 'sms', username: '9990001111', password: code, loginDeviceId: DEVICE_ID }))
        .errorCode,
    ).toBe('not.exists.user');
  });
});

describe('social sign-in', () => {
  const social = async (host: string, provider: string, subject?: string) =>
    (await controlPost(server.app, host, '/__sandbox/social', { provider, ...(subject ? { subject } : {}) })).json()
      .value;

  it('LINE: code -> lineSessionToken; unbound is not.exists.user; binding on password login; stale token is line_invalid_token', async () => {
    const { code } = await social(SIAM, 'line', 'U1234');
    const exchanged = await post(server.app, SIAM, '/wps/relay/WPS3RD_verifyLineCode', {
      code,
      redirectUri: 'http://siamarena.localhost/m/login',
    });
    const { lineSessionToken } = exchanged.json().value;
    const line = (body: object) =>
      post(server.app, SIAM, '/wps/session/login/line', { lineSessionToken, loginDeviceId: DEVICE_ID, ...body });
    expect(failureOf(await line({})).errorCode).toBe('not.exists.user');
    expect((await doLogin(SIAM, loginBody('player2', 'play1234', { lineSessionToken }))).statusCode).toBe(200);
    expect((await line({})).json().value.userName).toBe('player2');
    expect(failureOf(await line({ lineSessionToken: 'stale' })).errorCode).toBe('line_invalid_token');
    expect(
      failureOf(await post(server.app, SIAM, '/wps/relay/WPS3RD_verifyLineCode', { code, redirectUri: 'x' })).errorCode,
    ).toBe('line_invalid_token');
  });

  it('telegram: unbound is bind_customer_required, bad auth is telegram_validate_failed', async () => {
    const { telegramAuth, initData, subject } = await social(SIAM, 'telegram');
    const telegram = (auth: string) =>
      post(server.app, SIAM, '/wps/session/login/telegram', {
        telegramAuth: auth,
        loginDeviceId: DEVICE_ID,
        registerUrl: 'http://siamarena.localhost/m/login',
      });
    expect(JSON.parse(Buffer.from(telegramAuth, 'base64url').toString())).toMatchObject({ id: Number(subject) });
    expect(failureOf(await telegram(telegramAuth)).errorCode).toBe('bind_customer_required');
    expect(failureOf(await telegram('forged')).errorCode).toBe('telegram_validate_failed');
    await doLogin(SIAM, loginBody('player1', 'play1234', { telegramAuth }));
    expect((await telegram(telegramAuth)).json().value.userName).toBe('player1');
    // The mini app's init data names the same Telegram user.
    expect((await telegram(initData)).json().value.userName).toBe('player1');
    // Signed with another merchant's bot token.
    const foreign = (await social(LUCKY, 'telegram', subject)).telegramAuth;
    expect(failureOf(await telegram(foreign)).message).toMatch(/^telegramAuth: hash:/);
    expect(
      failureOf(await controlPost(server.app, SAIGON, '/__sandbox/social', { provider: 'telegram' })).message,
    ).toMatch(/^provider: this merchant has no Telegram bot/);
    expect(
      failureOf(
        await post(server.app, SAIGON, '/wps/session/login/telegram', { telegramAuth, loginDeviceId: DEVICE_ID }),
      ),
    ).toMatchObject({
      errorCode: 'telegram_validate_failed',
      message: 'telegramAuth: this merchant has no Telegram bot',
    });
  });

  it('firebase: login type firebase needs an ID token the emulator confirms (tests in firebase.test.ts)', async () => {
    const firebase = (body: object) => doLogin(LUCKY, { type: 'firebase', loginDeviceId: DEVICE_ID, ...body });
    expect(failureOf(await firebase({ firebaseChannel: 'google', firebaseIdToken: 'nope' }))).toMatchObject({
      errorCode: 'firebase.token.invalid',
      message: 'firebaseIdToken: not a JWT (1 parts instead of 3)',
    });
    expect(failureOf(await firebase({ firebaseChannel: 'google' })).message).toBe('firebaseIdToken: is required');
    expect(
      failureOf(await controlPost(server.app, LUCKY, '/__sandbox/social', { provider: 'firebase' })).message,
    ).toMatch(/^provider: firebase ID tokens come from the Firebase Auth emulator/);
  });

  it('maya creates an account on first sign-in', async () => {
    const { sessionId } = await social(LUCKY, 'maya', 'maya-42');
    const maya = () =>
      post(server.app, LUCKY, '/wps/session/login/maya', {
        sessionId,
        env: 'SANDBOX',
        loginDeviceId: DEVICE_ID,
        domain: 'luckystar.localhost',
      });
    const first = (await maya()).json().value;
    expect(first.userName).toMatch(/^maya\d+$/);
    expect((await maya()).json().value.id).toBe(first.id);
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/session/login/maya', { sessionId: 'x', loginDeviceId: DEVICE_ID }))
        .errorCode,
    ).toBe('maya.session.invalid');
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/session/login/maya', { loginDeviceId: DEVICE_ID })).message,
    ).toMatch(/^sessionId:/);
  });
});

describe('tokens and logout', () => {
  it('expire after 24 h with login.not.session; unknown or foreign tokens are user.or.token.invalid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login(server.app, LUCKY, 'player1');
    expect((await get(server.app, LUCKY, '/wps/member/info', auth(token))).statusCode).toBe(200);
    expect(failureOf(await get(server.app, SIAM, '/wps/member/info', auth(token)))).toMatchObject({
      status: 401,
      errorCode: 'user.or.token.invalid',
    });
    expect(failureOf(await get(server.app, LUCKY, '/wps/member/info', auth('made-up')))).toMatchObject({
      status: 401,
      errorCode: 'user.or.token.invalid',
    });
    expect(failureOf(await get(server.app, LUCKY, '/wps/member/info'))).toMatchObject({
      status: 401,
      errorCode: 'customer.not.login',
    });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(failureOf(await get(server.app, LUCKY, '/wps/member/info', auth(token)))).toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
    });
  });

  it("an explicit logout ends the member's other sessions on that device, not those on another device", async () => {
    const otherDevice = 'fedcba9876543210fedcba9876543210fedc';
    const secondTab = await login(server.app, LUCKY, 'player1');
    const firstTab = await login(server.app, LUCKY, 'player1');
    const elsewhere = (
      await postEncrypted(
        server.app,
        LUCKY,
        '/wps/session/login',
        loginBody('player1', undefined, { loginDeviceId: otherDevice }),
      )
    ).json().value.token as string;
    const otherMember = await login(server.app, LUCKY, 'player2');
    await post(server.app, LUCKY, '/wps/session/logout', undefined, auth(firstTab));
    const status = async (token: string) => (await get(server.app, LUCKY, '/wps/member/info', auth(token))).statusCode;
    expect(await status(firstTab)).not.toBe(200);
    expect(await status(secondTab)).not.toBe(200);
    expect(await status(elsewhere)).toBe(200);
    expect(await status(otherMember)).toBe(200);
  });

  it('POST /wps/session/logout ends the session and succeeds without one', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    expect((await post(server.app, LUCKY, '/wps/session/logout', undefined, auth(token))).json()).toEqual({
      success: true,
      value: true,
    });
    expect(failureOf(await get(server.app, LUCKY, '/wps/member/info', auth(token))).errorCode).toBe(
      'user.or.token.invalid',
    );
    expect(
      (await post(server.app, LUCKY, '/wps/session/logout', undefined, { merchant: 'LUCKYSTAR' })).statusCode,
    ).toBe(200);
  });
});
