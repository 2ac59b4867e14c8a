// SPEC 4 "Line-style flow": the authorize redirect (LINE Login v2.1) and the return with code and state, or
// an access token LINE's in-app browser or the native app shell already holds (SPEC 7 {accessToken}).
import { LINE_ACCESS_HASH_PARAM } from './return-params';
import type { SsoPair } from './sso-state';

/** What the app asks LINE for: the profile and an ID token (the nonce goes into it). */
const LINE_SCOPE = 'profile openid';

export interface LineAuthorize {
  /** LINE's authorize endpoint, or a path on the site (the sandbox stand-in). */
  authorizeUrl: string;
  clientId: string;
  /** Where LINE sends the player back; registered as the channel's callback URL. */
  redirectUri: string;
}

export function lineAuthorizeUrl({ authorizeUrl, clientId, redirectUri }: LineAuthorize, sso: SsoPair): string {
  const url = new URL(authorizeUrl, redirectUri);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    state: sso.state,
    scope: LINE_SCOPE,
    nonce: sso.nonce,
  }).toString();
  return url.toString();
}

export type LineReturn =
  { kind: 'code'; code: string; state: string | null } | { kind: 'error'; error: string; state: string | null };

/** The LINE return in a query string, or undefined when the page was not opened by LINE. */
export function readLineReturn(search: string): LineReturn | undefined {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  const code = query.get('code');
  const error = query.get('error');
  if (code) return { kind: 'code', code, state };
  return error ? { kind: 'error', error, state } : undefined;
}

/** LINE access tokens: URL-safe characters only; a longer or odd value is not one. */
const LINE_ACCESS_TOKEN = /^[\w.~+/=-]{1,2048}$/;

/** A LINE access token as the app takes it (from LINE's in-app browser or the native app shell), else undefined. */
export const lineAccessToken = (value: unknown): string | undefined =>
  typeof value === 'string' && LINE_ACCESS_TOKEN.test(value) ? value : undefined;

/** LINE's in-app browser names itself "Line/<version>" in its user agent. */
const inLineApp = (userAgent: string) => /\bLine\/\d/.test(userAgent);

/**
 * The access token LINE's in-app browser (a LIFF endpoint) hands the page in its hash (access_token=...):
 * only read inside LINE, where nothing but LINE opens the page with one.
 */
export function readLineAccessHash(hash: string, userAgent: string): string | undefined {
  if (!inLineApp(userAgent)) return undefined;
  return lineAccessToken(new URLSearchParams(hash.replace(/^#/, '')).get(LINE_ACCESS_HASH_PARAM));
}
