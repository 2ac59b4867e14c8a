// Captcha rules (SPEC 3 settings, SPEC 4, SPEC 5): when it is needed and what a solved one sends.
import { CAPTCHA_MOCK_REFRESH_MS } from '../../config/constants';
import { systemClock, type Clock } from '../../lib/time/clock';

export { captchaRequired, captchaRule, type CaptchaAction } from '../../lib/auth/captcha-rule';
import type { CaptchaAction } from '../../lib/auth/captcha-rule';
export type CaptchaVersion = 'v3' | 'v4';

/** GET /wps/captcha/geetest (docs/api.md "Captcha"). */
export type { CaptchaChallenge } from '../../lib/api/contract/captcha-answers';
import type { CaptchaChallenge } from '../../lib/api/contract/captcha-answers';

export type CaptchaFields = { geetestChallenge: string; geetestSeccode: string } | { geetestValidateV4: string };

/** Translation keys of the captcha's own messages (SPEC 5). */
export const CAPTCHA_MESSAGES = {
  serviceNotWork: 'auth.captcha.serviceNotWork', // "Geetest service not work": SMS needs v4
  tooFast: 'auth.captcha.tooFast', // "verify geetest too fast": a second verification while one runs
  verifyFirst: 'verify_first', // the captcha was closed or not solved
} as const;

/** SPEC 5: the SMS captcha needs version v4; undefined when the version can serve the action. */
export const versionProblem = (version: CaptchaVersion, action: CaptchaAction) =>
  action === 'sms' && version !== 'v4' ? CAPTCHA_MESSAGES.serviceNotWork : undefined;

/** What a solved challenge adds to the protected call, in the form of its version. */
export function captchaFields(challenge: CaptchaChallenge, answer: string): CaptchaFields {
  const typed = answer.trim();
  if (challenge.version === 'v4') {
    return {
      geetestValidateV4: JSON.stringify({
        lot_number: challenge.challenge,
        captcha_output: typed,
        pass_token: challenge.challenge,
        gen_time: String(Date.now()),
      }),
    };
  }
  return { geetestChallenge: challenge.challenge, geetestSeccode: `${typed}|jordan` };
}

/**
 * SPEC 9 "Captcha mock refresh": a puzzle the player has not solved in 60 s is stale (the server's challenge
 * expires), so `refresh` fetches a fresh one every 60 s until the returned stop is called.
 */
export function refreshWhileUnsolved(
  refresh: () => void,
  clock: Pick<Clock, 'setInterval' | 'clearInterval'> = systemClock,
): () => void {
  const timer = clock.setInterval(refresh, CAPTCHA_MOCK_REFRESH_MS);
  return () => clock.clearInterval(timer);
}
