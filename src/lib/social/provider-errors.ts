// SPEC 8 "Social sign-in errors": translated text, 'Code: {code}' and 'Reason: {message}', all in the player's
// language: the reason is the code's own text, never the SDK's English message (docs/decisions.md).
import type { Translate } from '../i18n/translator';

/** Codes with a text of their own in the catalogues (social.errors.<code>); any other gets auth/unknown's. */
const PROVIDER_ERROR_CODES = [
  'auth/unknown',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/network-request-failed',
  'auth/invalid-verification-code',
  'auth/code-expired',
  'auth/too-many-requests',
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/captcha-check-failed',
  'auth/unauthorized-domain',
  'auth/user-disabled',
  'auth/account-exists-with-different-credential',
  'auth/operation-not-allowed',
  'auth/internal-error',
] as const;
type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

const UNKNOWN_PROVIDER_ERROR = 'auth/unknown';
/** SPEC 8: a confirmation asked for without an SMS sent first. */
export const NO_SMS_CONFIRMATION = 'auth/code-expired';
/** SPEC 8: a second popup replacing the first is not an error the player needs to see. */
const SILENT = new Set(['auth/cancelled-popup-request']);

export interface ProviderError {
  code: string;
}

/** The code of anything the provider's SDK threw; its message is the SDK's English, for developers. */
export function providerError(error: unknown): ProviderError {
  const { code } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return { code: typeof code === 'string' && code.startsWith('auth/') ? code : UNKNOWN_PROVIDER_ERROR };
}

/** The lines the player sees for a failed sign-in with `provider` (a brand name, or SMS), or undefined for a silent code. */
export function providerErrorLines(error: ProviderError, t: Translate, provider: string) {
  if (SILENT.has(error.code)) return undefined;
  const known = (PROVIDER_ERROR_CODES as readonly string[]).includes(error.code);
  const reason = t(`social.errors.${known ? (error.code as ProviderErrorCode) : UNKNOWN_PROVIDER_ERROR}`);
  return [
    t('social.failed', { provider }),
    t('social.errorCode', { code: error.code }),
    t('social.errorReason', { message: reason }),
  ];
}
