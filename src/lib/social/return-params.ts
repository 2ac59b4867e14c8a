// The parameters a provider adds to the page it sends the player back to: one list for the page that reads
// them, the page that removes them, and the cheap check that loads the sign-in flows only when one is there.

/** Telegram's login widget: the signed result, in the hash. */
export const TELEGRAM_HASH_PARAM = 'tgAuthResult';
/** A Telegram mini-app's launch data, in the hash. */
export const TELEGRAM_WEBAPP_PARAM = 'tgWebAppData';
/** The Maya app's launch (decisions.md: SPEC 7 names the login body, not how Maya hands it over). */
export const MAYA_SESSION_PARAM = 'mayaSessionId';
export const MAYA_ENV_PARAM = 'mayaEnv';
/** LINE's in-app browser (a LIFF endpoint): the player's access token, in the hash. */
export const LINE_ACCESS_HASH_PARAM = 'access_token';
/** What LINE's authorize endpoint appends to the callback URL. */
export const LINE_RETURN_PARAMS = ['code', 'state', 'error', 'error_description', 'friendship_status_changed'];

/** Whether the address carries a provider's return (it may still not be one the merchant turns on). */
export function hasProviderReturn(location: Pick<Location, 'search' | 'hash'>): boolean {
  const query = new URLSearchParams(location.search);
  const hash = location.hash.slice(1);
  return (
    query.has('code') ||
    query.has('error') ||
    query.has(MAYA_SESSION_PARAM) ||
    [TELEGRAM_HASH_PARAM, TELEGRAM_WEBAPP_PARAM, LINE_ACCESS_HASH_PARAM].some((name) =>
      hash.split('&').some((part) => part.startsWith(`${name}=`)),
    )
  );
}
