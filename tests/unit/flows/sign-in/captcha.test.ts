import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MESSAGES,
  captchaFields,
  captchaRequired,
  versionProblem,
  type CaptchaChallenge,
} from '@/flows/sign-in/captcha';

const settings = {
  enabled: false,
  showLoginGeetest: false,
  showGeetest: false,
  showSmsGeetest: false,
  version: 'v3' as const,
  geetestId: '',
};

describe('when the captcha is required (SPEC 5)', () => {
  it('for login when showLoginGeetest is on', () => {
    expect(captchaRequired(settings, 'login')).toBe(false);
    expect(captchaRequired({ ...settings, showLoginGeetest: true }, 'login')).toBe(true);
  });

  it('for registration when register.captcha.enabled or showGeetest is on', () => {
    expect(captchaRequired(settings, 'register')).toBe(false);
    expect(captchaRequired({ ...settings, enabled: true }, 'register')).toBe(true);
    expect(captchaRequired({ ...settings, showGeetest: true }, 'register')).toBe(true);
  });

  it('for SMS when showSmsGeetest is on', () => {
    expect(captchaRequired({ ...settings, showSmsGeetest: true }, 'sms')).toBe(true);
    expect(captchaRequired({ ...settings, showLoginGeetest: true }, 'sms')).toBe(false);
  });
});

describe('captcha versions', () => {
  it('refuses the SMS captcha below v4 with "Geetest service not work"', () => {
    expect(versionProblem('v3', 'sms')).toBe(CAPTCHA_MESSAGES.serviceNotWork);
    expect(versionProblem('v4', 'sms')).toBeUndefined();
    expect(versionProblem('v3', 'login')).toBeUndefined();
  });

  it('names its messages as the spec does', () => {
    expect(CAPTCHA_MESSAGES.verifyFirst).toBe('verify_first');
  });

  const challenge = (version: 'v3' | 'v4'): CaptchaChallenge => ({
    gt: 'sandbox',
    challenge: 'c0ffee',
    newCaptcha: true,
    version,
  });

  it('sends a solved v3 challenge as geetestChallenge and geetestSeccode', () => {
    expect(captchaFields(challenge('v3'), ' 57GT ')).toEqual({
      geetestChallenge: 'c0ffee',
      geetestSeccode: '57GT|jordan',
    });
  });

  it('sends a solved v4 challenge as geetestValidateV4', () => {
    const fields = captchaFields(challenge('v4'), '57GT');
    expect('geetestValidateV4' in fields && JSON.parse(fields.geetestValidateV4)).toMatchObject({
      lot_number: 'c0ffee',
      captcha_output: '57GT',
    });
  });
});
