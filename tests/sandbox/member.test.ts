// Registration, SMS codes, member info, language and the password change.
import { describe, expect, it, vi } from 'vitest';
import { MOBILE_DEFAULT_PASSWORD } from '../../sandbox/api/register';
import {
  auth,
  controlGet,
  DEVICE_ID,
  failureOf,
  get,
  login,
  loginBody,
  LUCKY,
  post,
  postEncrypted,
  SAIGON,
  solvedCaptcha,
  useSandbox,
} from './helpers';

const server = useSandbox();

const REG3 = { ModuleId: 'REG3' };
const MOBILE = { ModuleId: 'MOBILENUMREG3' };
const registration = (extra: object = {}) => ({
  username: 'newplayer9',
  password: 'secret99',
  registerMethod: 'PWA',
  loginDeviceId: DEVICE_ID,
  affiliateCode: 'AFF1',
  ...extra,
});
const register = (host: string, body: object, headers: Record<string, string> = REG3) =>
  postEncrypted(server.app, host, '/wps/member/register', body, headers);
const smsCode = async (host: string, mobileNum: string) =>
  (await controlGet(server.app, host, `/__sandbox/sms?mobileNum=${mobileNum}`)).json().value.code as string;

describe('POST /wps/member/register', () => {
  it('creates a member and logs in; the member then logs in with the new password', async () => {
    const response = await register(LUCKY, registration());
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({
      id: expect.any(Number),
      customerId: `C${value.id}`,
      userName: 'newplayer9',
      token: expect.any(String),
      firstTimeLogin: false,
    });
    expect((await get(server.app, LUCKY, '/wps/member/info', auth(value.token))).json().value.userName).toBe(
      'newplayer9',
    );
    expect(await login(server.app, LUCKY, 'newplayer9', 'secret99')).toEqual(expect.any(String));
  });

  it('returns no token when the login flag is false', async () => {
    const { value } = (await register(LUCKY, registration({ login: false }))).json();
    expect(value).toEqual({ id: expect.any(Number), customerId: expect.any(String), userName: 'newplayer9' });
  });

  it('checks ModuleId, user name, password and duplicates', async () => {
    expect(failureOf(await register(LUCKY, registration(), {})).message).toMatch(/^ModuleId:/);
    expect(failureOf(await register(LUCKY, registration({ username: '9abc' }))).errorCode).toBe(
      'register.username.invalid',
    );
    expect(failureOf(await register(LUCKY, registration({ username: 'Player1' }))).errorCode).toBe(
      'register.username.exists',
    );
    expect(failureOf(await register(LUCKY, registration({ password: '12345' }))).errorCode).toBe(
      'register.password.invalid',
    );
    expect(failureOf(await register(LUCKY, registration({ mobileNum: '9171234567' }))).errorCode).toBe(
      'register.mobile.exists',
    );
    expect(failureOf(await register(LUCKY, registration({ registerMethod: 'DESKTOP' }))).message).toMatch(
      /^registerMethod:/,
    );
  });

  it('keeps a promo code of 1-32 letters, digits, "-" and "_" with the member (GET /__sandbox/state)', async () => {
    expect(failureOf(await register(LUCKY, registration({ promoCode: 'BONUS 100' }))).message).toMatch(/^promoCode:/);
    expect(failureOf(await register(LUCKY, registration({ promoCode: 'x'.repeat(33) }))).message).toMatch(
      /^promoCode:/,
    );
    expect((await register(LUCKY, registration({ promoCode: 'WELCOME_100-x' }))).statusCode).toBe(200);
    expect((await register(LUCKY, registration({ username: 'newplayer8' }))).statusCode).toBe(200);
    const { users } = (await controlGet(server.app, LUCKY, '/__sandbox/state')).json().value as {
      users: { userName: string; promoCode: string | null }[];
    };
    expect(users.filter((user) => user.userName.startsWith('newplayer'))).toEqual([
      expect.objectContaining({ userName: 'newplayer9', promoCode: 'WELCOME_100-x' }),
      expect.objectContaining({ userName: 'newplayer8', promoCode: null }),
    ]);
  });

  it('needs a captcha where the merchant enables it (saigonlotto)', async () => {
    expect(failureOf(await register(SAIGON, registration())).errorCode).toBe('captcha.required');
    const solved = await solvedCaptcha(server.app, SAIGON);
    expect(
      (
        await register(
          SAIGON,
          registration({ geetestChallenge: solved.geetestChallenge, geetestSeccode: solved.geetestSeccode }),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('SMS codes and POST /wps/member/register/mobile', () => {
  it('registers by mobile with the SMS code; without a password it gets the default one and must change it', async () => {
    const sent = await post(server.app, LUCKY, '/wps/verification/sms/noLogin', {
      countryDialingCode: '+63',
      mobileNum: '9175550000',
    });
    expect(sent.json().value).toEqual({ expiresInMs: 300_000, resendInMs: 30_000 });
    const code = await smsCode(LUCKY, '9175550000');
    expect(server.logs.some((line) => line.includes(`+639175550000: ${code}`))).toBe(true);
    const body = { mobileNum: '9175550000', smsCode: code, registerMethod: 'H5', loginDeviceId: DEVICE_ID };
    expect(
      failureOf(
        await postEncrypted(server.app, LUCKY, '/wps/member/register/mobile', { ...body, smsCode: 'x' }, MOBILE),
      ).errorCode,
    ).toBe('sms.code.err');
    const { value } = (await postEncrypted(server.app, LUCKY, '/wps/member/register/mobile', body, MOBILE)).json();
    expect(value).toMatchObject({
      userName: expect.stringMatching(/^player\d{6}$/),
      token: expect.any(String),
      updatePassword: true,
    });
    expect(await login(server.app, LUCKY, value.userName, MOBILE_DEFAULT_PASSWORD)).toEqual(expect.any(String));
    expect(
      failureOf(await postEncrypted(server.app, LUCKY, '/wps/member/register/mobile', body, MOBILE)).errorCode,
    ).toBe('register.mobile.exists');
  });

  it('limits a number to one code every 30 s with TOO_MANY_REQUEST_SMS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const send = () =>
      post(server.app, LUCKY, '/wps/verification/sms/noLogin', { countryDialingCode: '+63', mobileNum: '9175550001' });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(failureOf(again)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_SMS' });
    expect(again.headers['retry-after']).toBe('30');
    vi.advanceTimersByTime(30_000);
    expect((await send()).statusCode).toBe(200);
  });

  it('validates the number and asks saigonlotto for a captcha', async () => {
    expect(
      failureOf(
        await post(server.app, LUCKY, '/wps/verification/sms/noLogin', { countryDialingCode: '63', mobileNum: '917' }),
      ).message,
    ).toMatch(/^countryDialingCode:/);
    expect(
      failureOf(
        await post(server.app, SAIGON, '/wps/verification/sms/noLogin', {
          countryDialingCode: '+84',
          mobileNum: '912000111',
        }),
      ).errorCode,
    ).toBe('captcha.required');
    const solved = await solvedCaptcha(server.app, SAIGON);
    expect(
      (
        await post(server.app, SAIGON, '/wps/verification/sms/noLogin', {
          countryDialingCode: '+84',
          mobileNum: '912000111',
          geetestValidateV4: solved.geetestValidateV4,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('POST /wps/member/register/autoUsername suggests a free user name', async () => {
    const { value } = (await post(server.app, LUCKY, '/wps/member/register/autoUsername', {})).json();
    expect(value.username).toMatch(/^player\d{6}$/);
  });
});

describe('member info, language and password', () => {
  it('GET /wps/member/info returns SPEC 3 member info', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const { value } = (await get(server.app, LUCKY, '/wps/member/info', auth(token))).json();
    expect(value).toMatchObject({
      id: 100001,
      account: 'player1',
      userName: 'player1',
      customerId: 'C100001',
      token,
      type: 0,
      language: 'EN',
      clubLabel: { labelId: 'VIP3', type: 'AUTO', rankLevel: 3 },
      vipRankLevel: 3,
      hasVip: true,
    });
    const agent = await login(server.app, LUCKY, 'member4');
    expect((await get(server.app, LUCKY, '/wps/member/info', auth(agent))).json().value).toMatchObject({
      type: 4,
      language: 'TY',
      hasVip: false,
      vipRankLevel: 0,
    });
  });

  it('POST /wps/member/language stores a SPEC 9 language code; needs the Merchant header', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const headers = { ...auth(token), Merchant: 'LUCKYSTAR' };
    expect((await post(server.app, LUCKY, '/wps/member/language', { language: 'CN' }, headers)).json()).toEqual({
      success: true,
      value: { language: 'CN' },
    });
    expect((await get(server.app, LUCKY, '/wps/member/info', auth(token))).json().value.language).toBe('CN');
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/member/language', { language: 'XX' }, headers)).message,
    ).toMatch(/^language:/);
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/member/language', { language: 'EN' }, auth(token))).message,
    ).toMatch(/^Merchant:/);
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/member/language', { language: 'EN' }, { Merchant: 'LUCKYSTAR' }))
        .errorCode,
    ).toBe('customer.not.login');
  });

  it('POST /wps/member/password clears the forced-change flags', async () => {
    const token = await login(server.app, LUCKY, 'newbie1');
    const change = (body: object) => postEncrypted(server.app, LUCKY, '/wps/member/password', body, auth(token));
    expect(failureOf(await change({ oldPassword: 'wrong999', newPassword: 'fresh123' })).errorCode).toBe(
      'password.old.err',
    );
    expect(failureOf(await change({ oldPassword: 'play1234', newPassword: 'play1234' })).errorCode).toBe(
      'password.same.err',
    );
    expect(failureOf(await change({ oldPassword: 'play1234', newPassword: 'a b' })).errorCode).toBe(
      'register.password.invalid',
    );
    expect((await change({ oldPassword: 'play1234', newPassword: 'fresh123' })).json().value).toEqual({
      firstTimeLogin: false,
      passwordExpired: false,
      updatePassword: false,
    });
    const again = await postEncrypted(server.app, LUCKY, '/wps/session/login', loginBody('newbie1', 'fresh123'));
    expect(again.json().value.firstTimeLogin).toBe(false);
    expect(
      failureOf(await postEncrypted(server.app, LUCKY, '/wps/session/login', loginBody('newbie1'))).errorCode,
    ).toBe('login.cred.err');
  });
});
