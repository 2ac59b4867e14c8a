import { describe, expect, it } from 'vitest';
import {
  REGISTER_SMS_TEMPLATE,
  registrationPayload,
  type RegistrationForm,
} from '@/flows/sign-in/registration-payload';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { DEVICE_ID, fakePage, sampleMerchant } from './fake-page';

const merchant = sampleMerchant();
const byName: RegistrationForm = { mode: 'username', username: 'newplayer1', password: 'secret123', agent: false };

describe('the registration payload (SPEC 3)', () => {
  it('carries the form, where the player registered and the device, without the page token', () => {
    const { page } = fakePage({ href: 'https://luckystar.example/m/register?token=abc&Tokens=x&affiliateCode=A1' });
    expect(registrationPayload(page, merchant, byName, undefined)).toEqual({
      username: 'newplayer1',
      password: 'secret123',
      registerMethod: 'H5',
      registerUrl: 'https://luckystar.example/m/register?affiliateCode=A1',
      loginDeviceId: DEVICE_ID,
      isOfficialAppLogin: false,
      linkId: undefined,
      affiliateCode: undefined,
      domain: 'luckystar.example',
      referralCode: undefined,
      login: true,
      pixelTrack: { facebookPixelId: '1234567890123', gtagId: 'G-LUCKY123' },
    });
  });

  it('names the register method: APP in the native app, PWA when installed, WEBCLIP from the home screen, else H5', () => {
    const method = (options: Parameters<typeof fakePage>[0]) =>
      registrationPayload(fakePage(options).page, merchant, byName, undefined).registerMethod;
    expect(method({ href: 'https://luckystar.example/m/register?inApp=1', standalone: true })).toBe('APP');
    expect(method({ standalone: true, local: { [STORAGE_KEYS.webclip]: '1' } })).toBe('PWA');
    expect(method({ local: { [STORAGE_KEYS.webclip]: '1' } })).toBe('WEBCLIP');
    expect(method({ local: { [STORAGE_KEYS.webclip]: '0' } })).toBe('H5');
  });

  it('says isOfficialAppLogin in the native app only', () => {
    const official = (href: string) =>
      registrationPayload(fakePage({ href }).page, merchant, byName, undefined).isOfficialAppLogin;
    expect(official('https://luckystar.example/m/register?inApp=1')).toBe(true);
    expect(official('https://luckystar.example/m/register')).toBe(false);
  });

  it('sends the stored tid as linkId, and the stored reg_info affiliate and referral codes', () => {
    const { page } = fakePage({
      local: {
        [STORAGE_KEYS.trackingId]: 'tid-7',
        [STORAGE_KEYS.regInfo]: JSON.stringify({ affiliateCode: 'AFF9', referralCode: 'REF9' }),
      },
    });
    const payload = registrationPayload(page, merchant, byName, undefined);
    expect(payload).toMatchObject({ linkId: 'tid-7', affiliateCode: 'AFF9', referralCode: 'REF9' });
    expect(payload.pixelTrack).toMatchObject({ tid: 'tid-7' });
  });

  it('prefers the referral code typed in the form over the stored one', () => {
    const { page } = fakePage({ local: { [STORAGE_KEYS.regInfo]: JSON.stringify({ referralCode: 'REF9' }) } });
    expect(registrationPayload(page, merchant, { ...byName, referralCode: 'TYPED' }, undefined).referralCode).toBe(
      'TYPED',
    );
  });

  it('adds the dialing code, SMS code and REGISTER template to a mobile registration', () => {
    const { page } = fakePage();
    const payload = registrationPayload(
      page,
      merchant,
      { mode: 'mobile', mobileNum: '9171234567', smsCode: '585444', agent: false },
      undefined,
    );
    expect(payload).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      smsCode: '585444',
      smsTemplate: REGISTER_SMS_TEMPLATE,
    });
    expect(payload).not.toHaveProperty('username');
    expect(payload).not.toHaveProperty('password');
  });

  it('sends login false when an agent registers someone else', () => {
    expect(registrationPayload(fakePage().page, merchant, { ...byName, agent: true }, undefined).login).toBe(false);
  });

  it('adds the captcha result', () => {
    const captcha = { geetestChallenge: 'c0ffee', geetestSeccode: 'c0ffee|jordan' };
    expect(registrationPayload(fakePage().page, merchant, byName, captcha)).toMatchObject(captcha);
  });

  it('collects pixelTrack from the query, the facebook cookies and the pixel settings; null when all are empty', () => {
    const { page } = fakePage({
      href: 'https://luckystar.example/m/register?utm_source=news&twclid=tw1',
      cookies: { _fbc: 'fb.1.1.abc', _fbp: 'fb.1.2.def' },
    });
    expect(registrationPayload(page, merchant, byName, undefined).pixelTrack).toEqual({
      facebookPixelId: '1234567890123',
      gtagId: 'G-LUCKY123',
      utmSource: 'news',
      twclid: 'tw1',
      fbc: 'fb.1.1.abc',
      fbp: 'fb.1.2.def',
    });
    const untracked = sampleMerchant({ tracking: {} as never });
    expect(registrationPayload(fakePage().page, untracked, byName, undefined).pixelTrack).toBeNull();
  });

  it('sends the click ids kept from an earlier page (kwaiclid, twclid); the query of this page wins', () => {
    const kept = { [STORAGE_KEYS.clickIds]: JSON.stringify({ kwaiclid: 'kw-old', twclid: 'tw-old', gclid: 'g1' }) };
    const earlier = fakePage({ local: kept }).page;
    expect(registrationPayload(earlier, merchant, byName, undefined).pixelTrack).toMatchObject({
      kwaiClickId: 'kw-old',
      twclid: 'tw-old',
    });
    const { page } = fakePage({ href: 'https://luckystar.example/m/register?twclid=tw-new', local: kept });
    expect(registrationPayload(page, merchant, byName, undefined).pixelTrack).toMatchObject({ twclid: 'tw-new' });
  });

  it('keeps a stored 36-character device id, and writes it to the cookie for 365 days on the parent domain', () => {
    const stored = 'a'.repeat(8) + '-bbbb-cccc-dddd-' + 'e'.repeat(12);
    const { page, cookies } = fakePage({
      href: 'https://m.luckystar.example/m/register',
      local: { [STORAGE_KEYS.deviceId]: stored },
    });
    expect(registrationPayload(page, merchant, byName, undefined).loginDeviceId).toBe(stored);
    expect(cookies).toEqual([
      `deviceId=${stored}; expires=Thu, 15 Jan 2026 12:00:00 GMT; path=/; SameSite=Lax; domain=luckystar.example; Secure`,
    ]);
  });
});
