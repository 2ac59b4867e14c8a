import { isApiError } from '../../lib/api/api-error';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import type { Translate } from '../../lib/i18n/translator';
import type { Api } from '../../flows/sign-in/api';
import { failureMessage, sendSmsCode } from '../../flows/sign-in/login';
import type { CaptchaState } from './useCaptcha';
import * as rules from './validation';

export interface SmsCodeRequest {
  api: Api;
  /** The dialing code the player chose for the number. */
  countryDialingCode: string;
  mobileNum: string;
  captcha: CaptchaState;
  t: Translate;
  /** The mobile number's problem, or none. */
  onProblem: (problem: string | undefined) => void;
  onError: (message: string) => void;
}

/** Checks the number and the form's captcha, sends the code; resolves to the wait before the next one. */
export async function requestSmsCode({
  api,
  countryDialingCode,
  mobileNum,
  captcha,
  t,
  onProblem,
  onError,
}: SmsCodeRequest): Promise<number | undefined> {
  const problem = rules.mobileNumber(mobileNum);
  onProblem(problem);
  if (problem) return undefined;
  const solved = await captcha.solved('sms');
  if (!solved) return undefined;
  try {
    return await sendSmsCode(
      api,
      countryDialingCode,
      rules.nationalNumber(mobileNum),
      solved === 'not-required' ? undefined : solved,
    );
  } catch (caught) {
    onError(isApiError(caught) ? failureMessage(caught, t) : t(UNKNOWN_ERROR_KEY));
    return undefined;
  } finally {
    // A challenge is good for one attempt (docs/api.md): the form's next call gets a new puzzle in its place.
    if (solved !== 'not-required') void captcha.reload();
  }
}
