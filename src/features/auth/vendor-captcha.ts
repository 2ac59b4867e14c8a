// A merchant with a real GEETEST_ID gets the vendor's captcha, loaded from the vendor at run time (never
// bundled), in "bind" mode: the challenge pops up when the form is sent.
import { captchaLanguage } from '../../lib/i18n/captcha-language';
import type { LanguageCode } from '../../config/languages';
import {
  CAPTCHA_MESSAGES,
  type CaptchaChallenge,
  type CaptchaFields,
  type CaptchaVersion,
} from '../../flows/sign-in/captcha-rules';

export const VENDOR_SCRIPTS: Record<CaptchaVersion, string> = {
  v3: 'https://static.geetest.com/static/js/gt.0.5.0.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
};

interface VendorCaptcha {
  onReady(callback: () => void): VendorCaptcha;
  onSuccess(callback: () => void): VendorCaptcha;
  onClose(callback: () => void): VendorCaptcha;
  onError(callback: (error: unknown) => void): VendorCaptcha;
  showCaptcha?(): void;
  verify?(): void;
  getValidate(): Record<string, string> | false;
}

type VendorGlobal = Window & {
  initGeetest?: (config: object, callback: (captcha: VendorCaptcha) => void) => void;
  initGeetest4?: (config: object, callback: (captcha: VendorCaptcha) => void) => void;
};

const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(CAPTCHA_MESSAGES.serviceNotWork));
    document.head.append(script);
  });
  loaded.set(src, loading);
  return loading.catch((error: unknown) => {
    loaded.delete(src);
    throw error;
  });
}

/** Shows the vendor challenge and resolves to the fields for the protected call; rejects with a message key. */
export async function runVendorCaptcha(
  challenge: CaptchaChallenge,
  geetestId: string,
  language: LanguageCode,
): Promise<CaptchaFields> {
  await loadScript(VENDOR_SCRIPTS[challenge.version]);
  const vendor = window as VendorGlobal;
  const lang = captchaLanguage(language, challenge.version);
  return new Promise((resolve, reject) => {
    const start = (captcha: VendorCaptcha) => {
      captcha
        .onReady(() => (captcha.showCaptcha ?? captcha.verify)?.call(captcha))
        .onSuccess(() => {
          const result = captcha.getValidate();
          if (!result) return reject(new Error(CAPTCHA_MESSAGES.verifyFirst));
          resolve(
            challenge.version === 'v4'
              ? { geetestValidateV4: JSON.stringify(result) }
              : {
                  geetestChallenge: result['geetest_challenge'] ?? challenge.challenge,
                  geetestSeccode: result['geetest_seccode'] ?? '',
                },
          );
        })
        .onClose(() => reject(new Error(CAPTCHA_MESSAGES.verifyFirst)))
        .onError(() => reject(new Error(CAPTCHA_MESSAGES.serviceNotWork)));
    };
    if (challenge.version === 'v4' && vendor.initGeetest4)
      vendor.initGeetest4({ captchaId: geetestId, product: 'bind', language: lang }, start);
    else if (challenge.version === 'v3' && vendor.initGeetest) {
      vendor.initGeetest(
        {
          gt: challenge.gt,
          challenge: challenge.challenge,
          offline: false,
          new_captcha: challenge.newCaptcha,
          product: 'bind',
          lang,
        },
        start,
      );
    } else reject(new Error(CAPTCHA_MESSAGES.serviceNotWork));
  });
}
