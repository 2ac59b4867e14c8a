import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MESSAGES,
  captchaFields,
  captchaRequired,
  captchaRule,
  versionProblem,
  type CaptchaChallenge,
} from '@/flows/sign-in/captcha-rules';

const settings = {
  enabled: false,
  showLoginGeetest: false,
  showGeetest: false,
  showSmsGeetest: false,
  version: 'v3' as const,
  geetestId: '',
};
const flags = { GEETEST3: true, GEETESTTEST3: false, GEETESTVCODE3: false };
const merchant = (captcha: Partial<typeof settings> = {}, switched: Partial<typeof flags> = {}) => ({
  captcha: { ...settings, ...captcha },
  flags: { ...flags, ...switched },
});

describe('when the captcha is required (SPEC 5)', () => {
  it('for login when showLoginGeetest is on', () => {
    expect(captchaRequired(merchant(), 'login')).toBe(false);
    expect(captchaRequired(merchant({ showLoginGeetest: true }), 'login')).toBe(true);
  });

  it('for registration when register.captcha.enabled or showGeetest is on', () => {
    expect(captchaRequired(merchant(), 'register')).toBe(false);
    expect(captchaRequired(merchant({ enabled: true }), 'register')).toBe(true);
    expect(captchaRequired(merchant({ showGeetest: true }), 'register')).toBe(true);
  });

  it('for SMS when showSmsGeetest is on', () => {
    expect(captchaRequired(merchant({ showSmsGeetest: true }), 'sms')).toBe(true);
    expect(captchaRequired(merchant({ showLoginGeetest: true }), 'sms')).toBe(false);
  });
});

describe('the captcha flags GEETEST3, GEETESTTEST3, GEETESTVCODE3 (SPEC 3) over the settings', () => {
  const on = [false, true];
  const actions = ['login', 'register', 'sms'] as const;
  /** The setting that asks for `action`'s captcha, as SPEC 5 names it. */
  const asking = { login: { showLoginGeetest: true }, register: { showGeetest: true }, sms: { showSmsGeetest: true } };
  const cases = actions.flatMap((action) =>
    on.flatMap((asked) =>
      on.flatMap((GEETEST3) =>
        on.flatMap((GEETESTTEST3) =>
          on.map((GEETESTVCODE3) => ({ action, asked, GEETEST3, GEETESTTEST3, GEETESTVCODE3 })),
        ),
      ),
    ),
  );

  it.each(cases)(
    '$action asked by its setting: $asked, GEETEST3 $GEETEST3, GEETESTTEST3 $GEETESTTEST3, GEETESTVCODE3 $GEETESTVCODE3',
    ({ action, asked, GEETEST3, GEETESTTEST3, GEETESTVCODE3 }) => {
      const required = GEETEST3 && (asked || (action === 'sms' && GEETESTVCODE3));
      expect(
        captchaRule(merchant(asked ? asking[action] : {}, { GEETEST3, GEETESTTEST3, GEETESTVCODE3 }), action),
      ).toEqual({ required, testMode: required && GEETESTTEST3 });
    },
  );

  it('GEETEST3 off: no captcha anywhere, whatever the settings ask', () => {
    const everything = merchant(
      { enabled: true, showLoginGeetest: true, showGeetest: true, showSmsGeetest: true },
      { GEETEST3: false, GEETESTTEST3: true, GEETESTVCODE3: true },
    );
    expect(actions.map((action) => captchaRule(everything, action))).toEqual(
      actions.map(() => ({ required: false, testMode: false })),
    );
  });

  it('GEETESTVCODE3 asks for the SMS code only, and keeps the v4 rule', () => {
    const vcode = merchant({}, { GEETESTVCODE3: true });
    expect(actions.map((action) => captchaRequired(vcode, action))).toEqual([false, false, true]);
    expect(versionProblem('v3', 'sms')).toBe(CAPTCHA_MESSAGES.serviceNotWork);
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
