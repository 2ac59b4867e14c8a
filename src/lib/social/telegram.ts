// SPEC 4 and SPEC 5: the messenger web widget's result arrives in the URL hash (#tgAuthResult=<base64 JSON>).
import { isLoopbackHost, safeNavigationUrl } from '../routing/safe-url';
import { TELEGRAM_HASH_PARAM, TELEGRAM_WEBAPP_PARAM } from './return-params';

/** The widget's user: id, first_name, auth_date, hash ... as the server will verify them. */
export type TelegramAuthResult = Record<string, unknown>;

/** The raw value of a hash parameter, without form decoding (a "+" of Base64 stays a "+"). */
function hashParam(hash: string, name: string): string | undefined {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of body.split('&')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator) === name) return part.slice(separator + 1);
  }
  return undefined;
}

function decodeBase64Utf8(value: string): string | undefined {
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // not percent-encoded
  }
  // Base64url to Base64; a "+" turned into a space by form decoding comes back; padding restored.
  const base64 = text.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!base64 || base64.length % 4 === 1 || !/^[A-Za-z0-9+/]+$/.test(base64)) return undefined;
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** SPEC 5: the result must decode from Base64 (or Base64url) and parse as a JSON object; else undefined. */
export function decodeTelegramAuthResult(encoded: string): TelegramAuthResult | undefined {
  const json = decodeBase64Utf8(encoded);
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as TelegramAuthResult)
      : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC 3 "Telegram setting" (relay WPSCORE_getTelegramLoginSetting). */
export interface TelegramSetting {
  botId: string;
  /** Origin of Telegram's login popup: https://oauth.telegram.org, or the sandbox's stand-in. */
  authDomain: string;
}

/** Telegram's own login origin, the only one the popup opens at (the sandbox's stand-in: a loopback host). */
const TELEGRAM_AUTH_ORIGIN = 'https://oauth.telegram.org';

/**
 * The login widget's popup: Telegram sends the player back to `returnTo` with the signed result in the hash.
 * The popup keeps a handle on the page (its opener), so an auth domain from the API that is not Telegram's
 * (another site, javascript:, plain http) opens nothing: undefined.
 */
export function telegramAuthUrl(setting: TelegramSetting, origin: string, returnTo: string): string | undefined {
  const query = new URLSearchParams({ bot_id: setting.botId, origin, return_to: returnTo, request_access: 'write' });
  const url = safeNavigationUrl(`${String(setting.authDomain).replace(/\/+$/, '')}/auth?${query}`);
  if (!url) return undefined;
  const popup = new URL(url);
  return popup.origin === TELEGRAM_AUTH_ORIGIN || isLoopbackHost(popup.hostname) ? url : undefined;
}

/**
 * The mini-app's signed init data (`query_id=..&user=..&auth_date=..&hash=..`) when the page was launched
 * inside Telegram, else undefined. It is sent as it came: the server checks its hash over these exact fields.
 */
export function readTelegramInitData(hash: string | null | undefined): string | undefined {
  const encoded = hash ? hashParam(hash, TELEGRAM_WEBAPP_PARAM) : undefined;
  if (!encoded) return undefined;
  let initData: string;
  try {
    initData = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  const fields = new URLSearchParams(initData);
  return fields.get('hash') && fields.get('auth_date') ? initData : undefined;
}

/** The message a login page opened as Telegram's popup sends to the page that opened it. */
export const TELEGRAM_POPUP_MESSAGE = 'telegram-auth-result';

/** The widget's result as it came in the hash (what login/telegram sends), when it decodes (SPEC 5). */
export function readTelegramAuthParam(hash: string | null | undefined): string | undefined {
  const encoded = hash ? hashParam(hash, TELEGRAM_HASH_PARAM) : undefined;
  if (encoded === undefined || decodeTelegramAuthResult(encoded) === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
