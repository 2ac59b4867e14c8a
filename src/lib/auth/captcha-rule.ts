// SPEC 5's captcha rule under SPEC 3's captcha flags: one decision for the app's forms and the sandbox's checks.
import type { ClientMerchant } from '../../config/client';

export type CaptchaAction = 'login' | 'register' | 'sms';

/** What the captcha rule reads of a merchant: SPEC 3's captcha settings and its three captcha flags. */
interface CaptchaMerchant {
  captcha: Pick<ClientMerchant['captcha'], 'enabled' | 'showLoginGeetest' | 'showGeetest' | 'showSmsGeetest'>;
  flags: Pick<ClientMerchant['flags'], 'GEETEST3' | 'GEETESTTEST3' | 'GEETESTVCODE3'>;
}

/**
 * SPEC 5 under SPEC 3's flags: login when showLoginGeetest, registration when enabled or showGeetest, SMS when
 * showSmsGeetest or GEETESTVCODE3; GEETEST3 off turns every captcha off. GEETESTTEST3 shows the test-mode
 * puzzle even where a GEETEST_ID would bring the vendor's.
 */
export function captchaRule(
  { captcha, flags }: CaptchaMerchant,
  action: CaptchaAction,
): { required: boolean; testMode: boolean } {
  const asked =
    action === 'login'
      ? captcha.showLoginGeetest
      : action === 'register'
        ? captcha.enabled || captcha.showGeetest
        : captcha.showSmsGeetest || flags.GEETESTVCODE3;
  const required = flags.GEETEST3 && asked;
  return { required, testMode: required && flags.GEETESTTEST3 };
}

export const captchaRequired = (merchant: CaptchaMerchant, action: CaptchaAction) =>
  captchaRule(merchant, action).required;
