// What the operator's server does against password guessing and SMS floods (issue 9): every credential
// check of a login runs through throttledLogin, every SMS send through checkSmsBudget.
import type { MerchantState, Sandbox } from '../state/sandbox';
import { mobileKey } from '../state/users';
import { ApiError, RetryLaterError } from './errors';
import { LOGIN_CRED_ERR, NOT_EXISTS_USER } from '../../src/lib/api/error-catalogue';

/** A wrong current password in a password change. */
export const OLD_PASSWORD_ERR = 'password.old.err';

/** Failures of a credential check that count toward the locks (captcha and input errors do not). */
const CREDENTIAL_FAILURES: ReadonlySet<string> = new Set([
  LOGIN_CRED_ERR,
  NOT_EXISTS_USER,
  'sms.code.err',
  OLD_PASSWORD_ERR,
]);

const TOO_MANY_LOGINS = 'login.too.many.attempts';

/** Who is trying: the account (user name or mobile number) and the client address. */
export interface LoginAttempt {
  account: string;
  address: string;
}

export const byUsername = (username: string, address: string): LoginAttempt => ({
  account: `name:${username.trim().toLowerCase()}`,
  address,
});
export const byMobile = (dialingCode: string, mobileNum: string, address: string): LoginAttempt => ({
  account: `mobile:${mobileKey(dialingCode, mobileNum)}`,
  address,
});

/**
 * Refuses the attempt while its account or address is locked (429 login.too.many.attempts, Retry-After);
 * otherwise runs the check, counts a credential failure, and clears the account's count on success.
 */
export async function throttledLogin<T>(
  sandbox: Sandbox,
  state: MerchantState,
  attempt: LoginAttempt,
  check: () => T | Promise<T>,
): Promise<T> {
  const wait = state.logins.waitFor(attempt.account, attempt.address, sandbox.now());
  if (wait > 0)
    throw new RetryLaterError(
      TOO_MANY_LOGINS,
      (seconds) => `Too many failed logins. Try again in ${seconds} seconds.`,
      wait,
    );
  try {
    const result = await check();
    state.logins.succeeded(attempt.account);
    return result;
  } catch (error) {
    if (error instanceof ApiError && CREDENTIAL_FAILURES.has(error.errorCode))
      state.logins.failed(attempt.account, attempt.address, sandbox.now());
    throw error;
  }
}

/** Refuses an SMS send when this client address has used its budget (429 TOO_MANY_REQUEST_SMS). */
export function checkSmsBudget(sandbox: Sandbox, state: MerchantState, address: string): void {
  const wait = state.smsBudget.waitFor(address, sandbox.now());
  if (wait > 0)
    throw new RetryLaterError(
      'TOO_MANY_REQUEST_SMS',
      (seconds) => `Too many SMS codes were requested from this network. Try again in ${seconds} seconds.`,
      wait,
    );
}
