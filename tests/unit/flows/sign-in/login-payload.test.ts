import { describe, expect, it } from 'vitest';
import { loginRequest, verificationBody } from '@/flows/sign-in/login-payload';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { DEVICE_ID, fakePage, sampleMerchant } from './fake-page';

const merchant = sampleMerchant();
const byPassword = { type: 'username', username: 'player1', password: 'play1234', remember: false } as const;
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe('the login request (SPEC 3)', () => {
  it('sends user name and password with the device id, isOfficialAppLogin false and no Device off an iPad', () => {
    expect(loginRequest(fakePage().page, merchant, byPassword)).toEqual({
      body: {
        type: 'username',
        isSms: false,
        username: 'player1',
        password: 'play1234',
        loginDeviceId: DEVICE_ID,
        isOfficialAppLogin: false,
        device: undefined,
      },
      headers: undefined,
    });
  });

  it('sends an SMS login as the mobile number with the dialing code', () => {
    const { body } = loginRequest(fakePage().page, merchant, {
      type: 'sms',
      mobileNum: '9171234567',
      password: '585444',
      remember: false,
    });
    expect(body).toMatchObject({
      type: 'sms',
      isSms: true,
      username: '9171234567',
      password: '585444',
      countryDialingCode: '+63',
    });
  });

  it('names the device PWA when installed, WEBCLIP from the home screen, IPAD on an iPad, in the body and header', () => {
    const device = (options: Parameters<typeof fakePage>[0]) => {
      const { body, headers } = loginRequest(fakePage(options).page, merchant, byPassword);
      expect(headers).toEqual({ Device: body.device });
      return body.device;
    };
    expect(device({ standalone: true, userAgent: IPAD_SAFARI })).toBe('PWA');
    expect(device({ local: { [STORAGE_KEYS.webclip]: '1' }, userAgent: IPAD_SAFARI })).toBe('WEBCLIP');
    expect(device({ userAgent: IPAD_SAFARI, maxTouchPoints: 5 })).toBe('IPAD');
  });

  it('says isOfficialAppLogin inside the native app shell (inApp=1 or inApp=true), not elsewhere', () => {
    const official = (href: string) =>
      loginRequest(fakePage({ href }).page, merchant, byPassword).body.isOfficialAppLogin;
    expect(official('https://luckystar.example/m/login?inApp=1')).toBe(true);
    expect(official('https://luckystar.example/m/login?go=%2Fm%2Fhome&inApp=true')).toBe(true);
    expect(official('https://luckystar.example/m/login?inApp=0')).toBe(false);
    expect(official('https://luckystar.example/m/login')).toBe(false);
  });

  it('takes a Mac without a touch screen for no device', () => {
    expect(
      loginRequest(fakePage({ userAgent: IPAD_SAFARI, maxTouchPoints: 0 }).page, merchant, byPassword).headers,
    ).toBe(undefined);
  });

  it('adds the captcha result', () => {
    const captcha = { geetestValidateV4: '{"lot_number":"1"}' };
    expect(loginRequest(fakePage().page, merchant, byPassword, captcha).body).toMatchObject(captcha);
  });
});

describe('the 2FA verification body (SPEC 4)', () => {
  it('sends the credentials, the codes, the device id and the device', () => {
    const { page } = fakePage({ standalone: true });
    expect(verificationBody(page, byPassword, { sms: '123456' })).toEqual({
      username: 'player1',
      password: 'play1234',
      codes: { sms: '123456' },
      loginDeviceId: DEVICE_ID,
      device: 'PWA',
    });
  });
});
