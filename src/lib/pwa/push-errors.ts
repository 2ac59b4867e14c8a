// SPEC 8's push errors, apart from the error catalogue of every page: only push (loaded on demand) reads them.
export const PERMISSION_BLOCKED = 'permission-blocked';
export const UNSUPPORTED_BROWSER = 'unsupported-browser';
/** SPEC 8 push errors (the push provider's own codes, "messaging/<code>"). */
export const PUSH_ERROR_CODES = [
  PERMISSION_BLOCKED,
  UNSUPPORTED_BROWSER,
  'token-subscribe-failed',
  'token-update-failed',
] as const;
/** SPEC 8 errors of the push provider's installations service ("installations/<code>"). */
export const INSTALLATIONS_ERROR_CODES = ['not-registered', 'app-offline', 'missing-app-config-values'] as const;
export type PushErrorCode = (typeof PUSH_ERROR_CODES)[number] | (typeof INSTALLATIONS_ERROR_CODES)[number];

/** The SPEC 8 push error of a failure (Firebase's "messaging/..." or "installations/..." code), if it is one. */
export function pushErrorOf(error: unknown): PushErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  const [service, name] = code.split('/');
  const known: readonly string[] =
    service === 'messaging' ? PUSH_ERROR_CODES : service === 'installations' ? INSTALLATIONS_ERROR_CODES : [];
  return known.includes(name ?? '') ? (name as PushErrorCode) : undefined;
}
