// Telegram's sign-in proofs, signed and checked with Telegram's own algorithms: the login widget's
// result (core.telegram.org/widgets/login#checking-authorization) and a mini app's init data
// (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../api/errors';
import { TELEGRAM_VALIDATE_FAILED } from '../../src/lib/api/error-catalogue';

/** Telegram's limits for a fresh sign-in: a day old at most, and clocks a few minutes apart. */
const AUTH_MAX_AGE_S = 86_400;
const AUTH_MAX_FUTURE_S = 300;

export interface TelegramUser {
  id: number;
  first_name: string;
  username?: string;
  last_name?: string;
}

export interface TelegramIdentity {
  subject: string;
  name: string;
}

const invalid = (what: string) => new ApiError(400, TELEGRAM_VALIDATE_FAILED, `telegramAuth: ${what}`);

/** Every field but hash, sorted by key, `key=value` joined by "\n". */
export function dataCheckString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
}

const hmacHex = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest('hex');
const widgetKey = (botToken: string) => createHash('sha256').update(botToken).digest();
const webAppKey = (botToken: string) => createHmac('sha256', 'WebAppData').update(botToken).digest();

/** The login widget's result as it arrives in `#tgAuthResult=`: base64url of the signed JSON. */
export function signWidgetAuth(botToken: string, user: TelegramUser, authDate: number): string {
  const fields = { ...user, auth_date: authDate };
  const signed = { ...fields, hash: hmacHex(widgetKey(botToken), dataCheckString(fields)) };
  return Buffer.from(JSON.stringify(signed)).toString('base64url');
}

/** A mini app's `Telegram.WebApp.initData`: URL-encoded fields with `user` as JSON. */
export function signInitData(botToken: string, user: TelegramUser, authDate: number, queryId: string): string {
  const fields = { query_id: queryId, user: JSON.stringify(user), auth_date: String(authDate) };
  const hash = hmacHex(webAppKey(botToken), dataCheckString(fields));
  return new URLSearchParams({ ...fields, hash }).toString();
}

function sameHex(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}

function checkAuthDate(value: unknown, nowS: number): void {
  const authDate = Number(value);
  if (!Number.isInteger(authDate)) throw invalid('auth_date: missing or not a whole number of seconds');
  if (nowS - authDate > AUTH_MAX_AGE_S) throw invalid(`auth_date: older than ${AUTH_MAX_AGE_S} s; sign in again`);
  if (authDate - nowS > AUTH_MAX_FUTURE_S) throw invalid(`auth_date: more than ${AUTH_MAX_FUTURE_S} s in the future`);
}

function identityOf(user: unknown): TelegramIdentity {
  const { id, first_name: firstName, username } = (user ?? {}) as Partial<TelegramUser>;
  if (!Number.isSafeInteger(id) || (id as number) <= 0) throw invalid('id: missing or not a Telegram user id');
  return { subject: String(id), name: firstName || username || `Telegram ${id}` };
}

function verifyWidget(botToken: string, encoded: string, nowS: number): TelegramIdentity {
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalid('not base64 JSON of the widget result, nor mini-app init data');
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw invalid('the widget result is not a JSON object');
  const record = fields as Record<string, unknown>;
  if (!sameHex(hmacHex(widgetKey(botToken), dataCheckString(record)), record.hash))
    throw invalid('hash: does not match the data signed with this bot token');
  checkAuthDate(record.auth_date, nowS);
  return identityOf(record);
}

function verifyInitData(botToken: string, initData: string, nowS: number): TelegramIdentity {
  const fields = Object.fromEntries(new URLSearchParams(initData));
  if (!sameHex(hmacHex(webAppKey(botToken), dataCheckString(fields)), fields.hash))
    throw invalid('hash: the init data does not match the data signed with this bot token');
  checkAuthDate(fields.auth_date, nowS);
  let user: unknown;
  try {
    user = JSON.parse(fields.user ?? '');
  } catch {
    throw invalid('user: missing or not JSON');
  }
  return identityOf(user);
}

/** The widget result (base64/base64url JSON) or mini-app init data (has "&"), checked for this bot. */
export function verifyTelegramAuth(botToken: string, credential: string, nowMs: number): TelegramIdentity {
  const nowS = Math.floor(nowMs / 1000);
  return credential.includes('&')
    ? verifyInitData(botToken, credential, nowS)
    : verifyWidget(botToken, credential.trim(), nowS);
}

/** Where the sandbox's stand-in of oauth.telegram.org answers, on the merchant's own origin. */
export const TELEGRAM_STAND_IN_PATH = '/__telegram';

/** The bot's public settings (SPEC 3 "Telegram setting"): never the token. */
export function telegramSetting(bot: { botId: string; authDomain: string } | null, origin: string) {
  return bot && { botId: bot.botId, authDomain: bot.authDomain || `${origin}${TELEGRAM_STAND_IN_PATH}` };
}
