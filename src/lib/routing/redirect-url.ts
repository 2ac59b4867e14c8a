// SPEC 2: a redirectUrl query parameter makes the app return to that external URL with token, language,
// headerColor, b2c=1 and title -- only to hosts in the merchant's redirectAllowlist, over https on the
// default port (plain http and any port only on this machine's *.localhost hosts, for tests).
import { isLoopbackHost } from './safe-url';

export interface RedirectReturn {
  token: string;
  language: string;
  headerColor: string;
  title: string;
}

/** True when `url` may carry the player's token: an allowlisted host (exact, any case), https, default port. */
export function isAllowedRedirect(url: string | undefined, allowlist: readonly string[]): url is string {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const transport = isLoopbackHost(parsed.hostname)
    ? parsed.protocol === 'https:' || parsed.protocol === 'http:'
    : parsed.protocol === 'https:' && parsed.port === '';
  return transport && !parsed.username && !parsed.password && allowlist.includes(parsed.hostname.toLowerCase());
}

/** The URL to return to, or undefined when it is not allowed. */
export function redirectReturnUrl(
  url: string | undefined,
  allowlist: readonly string[],
  params: RedirectReturn,
): string | undefined {
  if (!isAllowedRedirect(url, allowlist)) return undefined;
  const target = new URL(url);
  target.searchParams.set('token', params.token);
  target.searchParams.set('language', params.language);
  target.searchParams.set('headerColor', params.headerColor);
  target.searchParams.set('b2c', '1');
  target.searchParams.set('title', params.title);
  return target.toString();
}
