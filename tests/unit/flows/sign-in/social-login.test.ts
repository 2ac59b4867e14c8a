// SPEC 4 "Social sign-in" and SPEC 8's social rows: bodies, returns and what each answer leads to.
import { describe, expect, it } from 'vitest';
import { readPageReturn, withoutReturn } from '@/features/auth/social/page-return';
import { enabledProviders, unsupportedInApp } from '@/features/auth/social/sign-in-providers';
import { settleSocialLogin } from '@/flows/sign-in/social/social-login';
import {
  firebaseLoginRequest,
  lineLoginBody,
  mayaLoginBody,
  telegramLoginBody,
} from '@/flows/sign-in/social/social-payload';
import { ApiError } from '@/lib/api/api-error';
import { startSso } from '@/lib/social/sso-state';
import { hasProviderReturn } from '@/lib/social/return-params';
import { pendingIdentity } from '@/lib/social/identity';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { loginRequest } from '@/flows/sign-in/login-payload';
import { registrationPayload } from '@/flows/sign-in/registration-payload';
import { DEVICE_ID, fakeCompletion, fakePage, sampleMerchant } from './fake-page';

const merchant = sampleMerchant();
const failure = (errorCode: string) => new ApiError({ source: 'server', errorCode, message: errorCode });

const completion = () =>
  fakeCompletion({ local: { [STORAGE_KEYS.regInfo]: '{"affiliateCode":"AFF1","referralCode":"REF1"}' } });

describe('social login bodies (SPEC 7)', () => {
  const { page } = fakePage({
    href: 'https://luckystar.example/m/login?token=secret&affiliateCode=AFF1',
    local: {
      [STORAGE_KEYS.regInfo]: '{"affiliateCode":"AFF1","referralCode":"REF1"}',
      [STORAGE_KEYS.trackingId]: 'T9',
    },
  });

  it('firebase: type firebase with channel and ID token, the device fields, encrypted as any login', () => {
    expect(firebaseLoginRequest(page, 'google', 'id-1')).toEqual({
      body: {
        type: 'firebase',
        firebaseChannel: 'google',
        firebaseIdToken: 'id-1',
        loginDeviceId: DEVICE_ID,
        isOfficialAppLogin: false,
        device: undefined,
      },
      headers: undefined,
    });
  });

  it('line: {lineSessionToken, loginDeviceId, device}', () => {
    expect(lineLoginBody(page, 'ls-1')).toEqual({
      lineSessionToken: 'ls-1',
      loginDeviceId: DEVICE_ID,
      device: undefined,
    });
  });

  it('telegram and maya: with where the player came from, never the token of the address', () => {
    expect(telegramLoginBody(page, 'tg')).toEqual({
      registerUrl: 'https://luckystar.example/m/login?affiliateCode=AFF1',
      affiliateCode: 'AFF1',
      domain: 'luckystar.example',
      referralCode: 'REF1',
      telegramAuth: 'tg',
      loginDeviceId: DEVICE_ID,
      device: undefined,
      linkId: 'T9',
    });
    expect(mayaLoginBody(page, 'ms-1', 'sandbox')).toEqual({
      sessionId: 'ms-1',
      env: 'sandbox',
      registerUrl: 'https://luckystar.example/m/login?affiliateCode=AFF1',
      affiliateCode: 'AFF1',
      domain: 'luckystar.example',
      loginDeviceId: DEVICE_ID,
      device: undefined,
    });
  });
});

describe('what a social login answer leads to', () => {
  it('success: the session starts, nothing is remembered for auto-login, the pending identity is bound', async () => {
    const { context, page } = completion();
    pendingIdentity.keep(page.session, { provider: 'line', lineSessionToken: 'old' });
    page.local.write(STORAGE_KEYS.savedLogin, '{"type":"username"}');
    const outcome = await settleSocialLogin(context, page, { provider: 'telegram', telegramAuth: 'tg' }, async () => ({
      token: 'tok',
    }));
    expect(outcome).toEqual({ kind: 'success', target: '/m/home' });
    expect(context.startSession).toHaveBeenCalledTimes(1);
    expect(page.local.getItem(STORAGE_KEYS.savedLogin)).toBe('{"type":"username"}');
    expect(pendingIdentity.read(page.session)).toBeUndefined();
    expect(page.local.getItem(STORAGE_KEYS.telegramAuth)).toBe('tg'); // SPEC 3 stored telegram auth
  });

  it('firebase bind_customer_required: the identity waits, and the flags choose the plan', async () => {
    const { context, page } = completion();
    const request = { provider: 'firebase', channel: 'google', idToken: 'id-1' } as const;
    const outcome = await settleSocialLogin(context, page, request, () =>
      Promise.reject(failure('bind_customer_required')),
    );
    // luckystar: FIREBASECREATEACC3 and SSOMANUALREG3 on -> the choice dialog, register-new by the form.
    expect(outcome).toEqual({
      kind: 'unbound',
      identity: { provider: 'firebase', channel: 'google', idToken: 'id-1' },
      plan: { kind: 'choose', register: 'form' },
    });
    expect(pendingIdentity.read(page.session)).toEqual(request);
  });

  it('line not.exists.user is unbound; line_invalid_token and other LINE errors drop the stored token', async () => {
    const line = { provider: 'line', lineSessionToken: 'ls-1' } as const;
    const unbound = completion();
    const outcome = await settleSocialLogin(unbound.context, unbound.page, line, () =>
      Promise.reject(failure('not.exists.user')),
    );
    expect(outcome.kind).toBe('unbound');
    for (const code of ['line_invalid_token', 'system.error']) {
      const { context, page } = completion();
      const failed = await settleSocialLogin(context, page, line, () => Promise.reject(failure(code)));
      expect(failed).toMatchObject({ kind: 'failed', error: { errorCode: code } });
      expect(page.local.getItem(STORAGE_KEYS.lineSessionToken)).toBeNull();
    }
  });

  it('telegram: bind_customer_required asks; telegram_validate_failed and any other error clear the stored auth', async () => {
    const telegram = { provider: 'telegram', telegramAuth: 'tg' } as const;
    const asks = completion();
    expect(
      await settleSocialLogin(asks.context, asks.page, telegram, () =>
        Promise.reject(failure('bind_customer_required')),
      ),
    ).toMatchObject({ kind: 'unbound', plan: { kind: 'choose', register: 'form' } });
    for (const code of ['telegram_validate_failed', 'system.error']) {
      const { context, page } = completion();
      expect(await settleSocialLogin(context, page, telegram, () => Promise.reject(failure(code)))).toMatchObject({
        kind: 'failed',
      });
      expect(page.local.getItem(STORAGE_KEYS.telegramAuth)).toBeNull();
    }
  });

  it('an unbound code of another provider is a plain failure (LINE never answers bind_customer_required)', async () => {
    const { context, page } = completion();
    const outcome = await settleSocialLogin(context, page, { provider: 'line', lineSessionToken: 'x' }, () =>
      Promise.reject(failure('bind_customer_required')),
    );
    expect(outcome.kind).toBe('failed');
  });
});

describe('the page a provider sent the player back to', () => {
  const at = (url: string) => new URL(url);

  it('LINE: a code with the state this tab sent; a forged state is refused; a refusal is a cancel', () => {
    const { page } = fakePage();
    const { state } = startSso(page.session, STORAGE_KEYS.lineSso);
    expect(readPageReturn(merchant, at(`https://l.example/m/login?code=c1&state=${state}`), page.session)).toEqual({
      kind: 'line-code',
      code: 'c1',
    });
    startSso(page.session, STORAGE_KEYS.lineSso);
    expect(readPageReturn(merchant, at('https://l.example/m/login?code=c1&state=forged'), page.session)).toEqual({
      kind: 'line-refused',
    });
    const again = startSso(page.session, STORAGE_KEYS.lineSso);
    expect(
      readPageReturn(merchant, at(`https://l.example/m/login?error=access_denied&state=${again.state}`), page.session),
    ).toEqual({ kind: 'line-cancelled' });
  });

  it("LINE's in-app browser: the access token in the hash, read only inside LINE and for a merchant with LINE", () => {
    const { page } = fakePage();
    const inLine = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari Line/14.3.0';
    const url = at('https://l.example/m/login#access_token=eyJhbGciOi.J9-_x&context_token=c');
    expect(readPageReturn(merchant, url, page.session, inLine)).toEqual({
      kind: 'line-access',
      accessToken: 'eyJhbGciOi.J9-_x',
    });
    expect(readPageReturn(merchant, url, page.session, 'Mozilla/5.0 (iPhone) Safari/604.1')).toBeUndefined();
    const without = sampleMerchant({ flags: { ...merchant.flags, LINELOGIN3: false } });
    expect(readPageReturn(without, url, page.session, inLine)).toBeUndefined();
    for (const token of ['', 'a%20b', 'x'.repeat(2049), '%3Cscript%3E'])
      expect(
        readPageReturn(merchant, at(`https://l.example/m/login#access_token=${token}`), page.session, inLine),
      ).toBeUndefined();
    expect(hasProviderReturn(url)).toBe(true);
  });

  it('Telegram: the widget result or the mini-app data signs in at once; Maya from its launch parameters', () => {
    const { page } = fakePage();
    const result = Buffer.from('{"id":1,"hash":"h"}').toString('base64');
    expect(readPageReturn(merchant, at(`https://l.example/m/login#tgAuthResult=${result}`), page.session)).toEqual({
      kind: 'login',
      request: { provider: 'telegram', telegramAuth: result },
    });
    const initData = 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=h';
    expect(
      readPageReturn(
        merchant,
        at(`https://l.example/m/login#tgWebAppData=${encodeURIComponent(initData)}`),
        page.session,
      ),
    ).toEqual({ kind: 'login', request: { provider: 'telegram', telegramAuth: initData } });
    expect(
      readPageReturn(merchant, at('https://l.example/m/login?mayaSessionId=ms&mayaEnv=sandbox'), page.session),
    ).toEqual({ kind: 'login', request: { provider: 'maya', sessionId: 'ms', env: 'sandbox' } });
  });

  it('ignores the providers the merchant does not turn on', () => {
    const { page } = fakePage();
    const none = sampleMerchant({
      flags: { ...merchant.flags, TELEGRAMLOGIN3: false, LINELOGIN3: false },
      social: { firebase: null, line: null, maya: false },
    });
    for (const url of [
      'https://l.example/m/login?code=c&state=s',
      'https://l.example/m/login#tgAuthResult=e30=',
      'https://l.example/m/login?mayaSessionId=m',
    ])
      expect(readPageReturn(none, at(url), page.session)).toBeUndefined();
  });

  it('cleans the address so a reload never replays the code', () => {
    expect(withoutReturn('https://l.example/m/login?code=c&state=s&go=%2Fm%2Fgame#tgAuthResult=x')).toBe(
      '/m/login?go=%2Fm%2Fgame',
    );
  });
});

describe('the buttons', () => {
  it('are the providers the merchant turns on, in a fixed order', () => {
    expect(enabledProviders(merchant)).toEqual(['google', 'facebook', 'twitter', 'line', 'telegram']);
    expect(enabledProviders({ flags: { ...merchant.flags, GOOGLELOGIN3: false }, social: merchant.social })).toEqual([
      'facebook',
      'twitter',
      'line',
      'telegram',
    ]);
  });

  it('Facebook and Twitter are coming_soon inside the Android app only (SPEC 8)', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile';
    expect(unsupportedInApp('facebook', true, android)).toBe(true);
    expect(unsupportedInApp('twitter', true, android)).toBe(true);
    expect(unsupportedInApp('google', true, android)).toBe(false);
    expect(unsupportedInApp('facebook', false, android)).toBe(false);
  });
});

describe('binding the identity the choice dialog kept (SPEC 3)', () => {
  const google = { provider: 'firebase', channel: 'google', idToken: 'id-1' } as const;

  it('the next password login carries it as firebaseChannel/firebaseIdToken', () => {
    const { page } = fakePage();
    pendingIdentity.keep(page.session, google);
    const { body } = loginRequest(page, merchant, {
      type: 'username',
      username: 'ann',
      password: 'pw1234',
      remember: false,
    });
    expect(body).toMatchObject({ type: 'username', firebaseChannel: 'google', firebaseIdToken: 'id-1' });
  });

  it('a registration carries it as firebaseChannel2/firebaseIdToken2, LINE and Telegram by their own names', () => {
    const { page } = fakePage();
    pendingIdentity.keep(page.session, google);
    const form = { mode: 'username', username: 'ann01', password: 'pw1234', agent: false } as const;
    expect(registrationPayload(page, merchant, form, undefined)).toMatchObject({
      firebaseChannel2: 'google',
      firebaseIdToken2: 'id-1',
    });
    pendingIdentity.keep(page.session, { provider: 'line', lineSessionToken: 'ls-1' });
    expect(registrationPayload(page, merchant, form, undefined)).toMatchObject({ lineSessionToken: 'ls-1' });
    pendingIdentity.clear(page.session);
    expect(registrationPayload(page, merchant, form, undefined)).not.toHaveProperty('lineSessionToken');
  });
});
