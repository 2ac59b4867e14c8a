// SPEC 4 "Line-style flow": the authorize redirect (LINE Login v2.1) and the return with code and state.
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
