// Form rules of the account screens. Each returns a translation key naming the problem, or undefined.
import { PASSWORD_MIN_LENGTH_DEFAULT } from '../../config/constants';

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
const PASSWORD_MAX_LENGTH = 20;
const SMS_CODE_PATTERN = /^\d{6}$/;
/** Promo codes (SPEC is silent; docs/api.md "POST /wps/member/register"): 1-32 letters, digits, "-" and "_". */
const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export type Problem = string | undefined;
export type Problems<K extends string> = Partial<Record<K, string>>;

export const required = (value: string): Problem => (value.trim() ? undefined : 'auth.errors.required');

export function username(value: string): Problem {
  return required(value) ?? (USERNAME_PATTERN.test(value.trim()) ? undefined : 'auth.errors.username');
}

export function password(value: string): Problem {
  if (required(value)) return 'auth.errors.required';
  return value.length >= PASSWORD_MIN_LENGTH_DEFAULT && value.length <= PASSWORD_MAX_LENGTH && !/\s/.test(value)
    ? undefined
    : 'auth.errors.password';
}

export const confirmation = (value: string, original: string): Problem =>
  value === original ? undefined : 'auth.errors.confirm';

/** The national number: digits only, one leading 0 dropped (what the API stores). */
export const nationalNumber = (value: string) => value.replace(/[\s-]/g, '').replace(/^0/, '');

export function mobileNumber(value: string): Problem {
  if (required(value)) return 'auth.errors.required';
  return /^\d{6,15}$/.test(nationalNumber(value)) ? undefined : 'auth.errors.mobile';
}

export const smsCode = (value: string): Problem =>
  SMS_CODE_PATTERN.test(value.trim()) ? undefined : 'auth.errors.smsCode';

/** The promo code as sent: trimmed; an empty field sends none. */
export const promoCodeValue = (value: string) => value.trim() || undefined;

/** An optional field: empty passes, anything else must be a promo code. */
export function promoCode(value: string): Problem {
  const code = promoCodeValue(value);
  return code === undefined || PROMO_CODE_PATTERN.test(code) ? undefined : 'auth.errors.promoCode';
}

/** Only the problems that exist; an empty object means the form is valid. */
export function collect<K extends string>(checks: Partial<Record<K, Problem>>): Problems<K> {
  return Object.fromEntries(Object.entries(checks).filter(([, problem]) => problem)) as Problems<K>;
}

export const isValid = (problems: object) => Object.keys(problems).length === 0;
