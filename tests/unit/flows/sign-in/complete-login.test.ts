import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { MOBILE_DEFAULT_PASSWORD } from '@/config/constants';
import { completeLogin, completeRegistration, type Credentials } from '@/flows/sign-in/complete-login';
import { savedPassword } from '@/lib/auth/remember-login';
import type { SavedLogin } from '@/lib/auth/saved-login';
import type { LoginValue } from '@/lib/session/session-info';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { fakeCompletion, sampleMerchant } from './fake-page';

const value: LoginValue = { token: 'tok-1', id: 7, userName: 'player1', customerId: 'C7', customerName: 'Player One' };
const byPassword: Credentials = { type: 'username', username: 'player1', password: 'play1234', remember: false };

const completion = fakeCompletion;

describe('completing a login (SPEC 4 "Login" 2-4)', () => {
  it('starts the session, renews member info, tracks the login and goes to /m/home', async () => {
    const { context } = completion();
    expect(await completeLogin(context, value, byPassword)).toBe('/m/home');
    expect(context.startSession).toHaveBeenCalledWith({
      spanId: undefined,
      id: 7,
      token: 'tok-1',
      merchantCode: 'LUCKYSTAR',
      userName: 'player1',
      type: undefined,
      firstTimeLogin: undefined,
    });
    expect(context.renewMember).toHaveBeenCalledTimes(1);
    expect(context.track).toHaveBeenCalledWith('login', { customerId: 'C7', customerName: 'Player One' });
  });

  it('remembers the login for this merchant when asked, with the password encrypted, before saying where to go', async () => {
    const { context, page, localStore } = completion();
    await completeLogin(context, value, { ...byPassword, remember: true });
    const saved = page.local.readJson<SavedLogin>(STORAGE_KEYS.savedLogin);
    expect(saved).toMatchObject({ type: 'username', username: 'player1', merchant: 'LUCKYSTAR' });
    expect(localStore.data.get(STORAGE_KEYS.savedLogin)).not.toContain('play1234');
    expect(await savedPassword(page.local, saved!)).toBe('play1234');
  });

  it('keeps no password for a remembered SMS login, and forgets a saved login when not asked to remember', async () => {
    const sms = completion();
    await completeLogin(sms.context, value, {
      type: 'sms',
      mobileNum: '9171234567',
      password: '585444',
      remember: true,
    });
    expect(sms.page.local.readJson(STORAGE_KEYS.savedLogin)).toEqual({
      type: 'sms',
      mobileNum: '9171234567',
      merchant: 'LUCKYSTAR',
    });
    const other = completion({ local: { [STORAGE_KEYS.savedLogin]: '{"type":"username"}' } });
    await completeLogin(other.context, value, byPassword);
    expect(other.localStore.data.has(STORAGE_KEYS.savedLogin)).toBe(false);
  });

  it('goes to the query go target, keeping the preserved query parameters', async () => {
    const { context } = completion({ href: 'https://luckystar.example/m/login?go=/m/games&affiliateCode=A1&token=t' });
    expect(await completeLogin(context, value, byPassword)).toBe('/m/games?affiliateCode=A1');
  });

  it('else goes to the stored go target once, consuming it', async () => {
    const { context, sessionStore } = completion({ session: { [STORAGE_KEYS.goTarget]: '/m/promotions' } });
    expect(await completeLogin(context, value, byPassword)).toBe('/m/promotions');
    expect(sessionStore.data.has(STORAGE_KEYS.goTarget)).toBe(false);
  });

  it('ignores a go target off /m/', async () => {
    const { context } = completion({ href: 'https://luckystar.example/m/login?go=https://evil.example/' });
    expect(await completeLogin(context, value, byPassword)).toBe('/m/home');
  });

  it.each([
    ['the server asks for a new password', { updatePassword: true }, byPassword, 'default'],
    ['the password is the mobile default', {}, { ...byPassword, password: MOBILE_DEFAULT_PASSWORD }, 'default'],
    ['it is the first login', { firstTimeLogin: true }, byPassword, 'first'],
  ] as const)('goes to /m/changePsw when %s, noting why', async (_, extra, credentials, reason) => {
    const { context, sessionStore } = completion();
    expect(await completeLogin(context, { ...value, ...extra }, credentials)).toBe('/m/changePsw');
    expect(sessionStore.data.get(STORAGE_KEYS.passwordChange)).toBe(reason);
  });

  it('forces the change of an expired password only with PWDEXPFORCECHANGE3', async () => {
    const plain = completion();
    expect(await completeLogin(plain.context, { ...value, passwordExpired: true }, byPassword)).toBe('/m/home');
    const base = sampleMerchant();
    const forcing = completion({}, { ...base, flags: { ...base.flags, PWDEXPFORCECHANGE3: true } });
    expect(await completeLogin(forcing.context, { ...value, passwordExpired: true }, byPassword)).toBe('/m/changePsw');
    expect(forcing.sessionStore.data.get(STORAGE_KEYS.passwordChange)).toBe('expired');
  });

  it('does not take the mobile default as a forced change for an SMS login', async () => {
    const { context, sessionStore } = completion();
    const sms: Credentials = {
      type: 'sms',
      mobileNum: '9171234567',
      password: MOBILE_DEFAULT_PASSWORD,
      remember: false,
    };
    expect(await completeLogin(context, value, sms)).toBe('/m/home');
    expect(sessionStore.data.has(STORAGE_KEYS.passwordChange)).toBe(false);
  });

  it('returns to an allowlisted redirectUrl with token, language, headerColor, b2c and title before anything else', async () => {
    const { context } = completion({
      href: 'https://luckystar.example/m/login?redirectUrl=https://promo.luckystar.example/spin&go=/m/games',
    });
    context.language = () => 'TY';
    const target = new URL(await completeLogin(context, { ...value, firstTimeLogin: true }, byPassword));
    expect(`${target.origin}${target.pathname}`).toBe('https://promo.luckystar.example/spin');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      token: 'tok-1',
      language: 'TY',
      headerColor: '#c8102e',
      b2c: '1',
      title: 'Lucky Star',
    });
  });

  it('uses the merchant language in a redirectUrl return when none was chosen, and ignores hosts off the allowlist', async () => {
    const allowed = completion({
      href: 'https://luckystar.example/m/login?redirectUrl=https://pay.luckystar.example/',
    });
    expect(new URL(await completeLogin(allowed.context, value, byPassword)).searchParams.get('language')).toBe('EN');
    const other = completion({ href: 'https://luckystar.example/m/login?redirectUrl=https://evil.example/' });
    expect(await completeLogin(other.context, value, byPassword)).toBe('/m/home');
  });
});

describe('the customer-service items of the login answer (SPEC 3 "Login response value" scripts)', () => {
  const scripts = [
    { csType: 'COMM100VIP', csPosition: 'COMM100VIP', path: 'https://vip.chat.test/', labelIds: ['VIP3'] },
  ];

  it('are kept in the tab for the session of the token, after the session starts', async () => {
    const { context, sessionStore } = completion();
    context.startSession = () => sessionStore.data.set(STORAGE_KEYS.customerServiceScripts, 'of the session before');
    await completeLogin(context, { ...value, scripts }, byPassword);
    expect(JSON.parse(sessionStore.data.get(STORAGE_KEYS.customerServiceScripts)!)).toEqual({
      token: 'tok-1',
      items: scripts,
    });
  });

  it('are none when the answer has none or malformed ones (the relay answers then)', async () => {
    const absent = completion({ session: { [STORAGE_KEYS.customerServiceScripts]: '{"token":"tok-0","items":[]}' } });
    await completeLogin(absent.context, value, byPassword);
    expect(absent.sessionStore.data.has(STORAGE_KEYS.customerServiceScripts)).toBe(false);
    const malformed = completion();
    const hostile = { ...value, scripts: [{ csType: 'LIVECHAT', path: { href: 'x' } }] } as unknown as LoginValue;
    await completeLogin(malformed.context, hostile, byPassword);
    expect(malformed.sessionStore.data.has(STORAGE_KEYS.customerServiceScripts)).toBe(false);
  });

  it('are kept by a registration that logs in, too', () => {
    const { context, sessionStore } = completion();
    completeRegistration(context, { ...value, scripts });
    expect(JSON.parse(sessionStore.data.get(STORAGE_KEYS.customerServiceScripts)!)).toMatchObject({ token: 'tok-1' });
  });
});

describe('completing a registration (SPEC 4 "Registration" 3)', () => {
  it('starts the session, renews member info, tracks the registration and goes to /m/home', () => {
    const { context } = completion({ href: 'https://luckystar.example/m/register?referralCode=R1' });
    expect(completeRegistration(context, value)).toBe('/m/home?referralCode=R1');
    expect(context.startSession).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'tok-1', merchantCode: 'LUCKYSTAR' }),
    );
    expect(context.renewMember).toHaveBeenCalledTimes(1);
    expect(context.track).toHaveBeenCalledWith('register', { customerId: 'C7', customerName: 'player1' });
  });

  it('goes to the go target', () => {
    const { context } = completion({ session: { [STORAGE_KEYS.goTarget]: '/m/games' } });
    expect(completeRegistration(context, value)).toBe('/m/games');
  });

  it('forces a password change after a mobile registration with the default password', () => {
    const { context, sessionStore } = completion({ href: 'https://luckystar.example/m/register?go=/m/games' });
    expect(completeRegistration(context, { ...value, updatePassword: true })).toBe('/m/changePsw');
    expect(sessionStore.data.get(STORAGE_KEYS.passwordChange)).toBe('default');
  });

  it('returns to an allowlisted redirectUrl first', () => {
    const { context } = completion({
      href: 'https://luckystar.example/m/register?redirectUrl=https://promo.luckystar.example/',
    });
    expect(completeRegistration(context, { ...value, updatePassword: true })).toMatch(
      /^https:\/\/promo\.luckystar\.example\/\?token=tok-1&/,
    );
  });
});
