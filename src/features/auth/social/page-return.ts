// What the login page was opened with: a provider's return (LINE code, Telegram result, mini-app or Maya launch).
import type { ClientMerchant } from '../../../config/client';
import { readLineAccessHash, readLineReturn } from '../../../lib/social/line';
import { LINE_RETURN_PARAMS, MAYA_ENV_PARAM, MAYA_SESSION_PARAM } from '../../../lib/social/return-params';
import { consumeSso } from '../../../lib/social/sso-state';
import { readTelegramAuthParam, readTelegramInitData } from '../../../lib/social/telegram';
import { STORAGE_KEYS } from '../../../lib/storage/keys';
import type { GuardedStorage } from '../../../lib/storage/guarded-storage';
import type { SocialRequest } from '../../../flows/sign-in/social/social-payload';

export type PageReturn =
  | { kind: 'login'; request: SocialRequest }
  | { kind: 'line-code'; code: string }
  /** Opened inside LINE with the player's access token: exchanged without the authorize redirect. */
  | { kind: 'line-access'; accessToken: string }
  /** The returned state is not the one this tab sent: a forged or replayed return, refused. */
  | { kind: 'line-refused' }
  /** The player declined on LINE's page. */
  | { kind: 'line-cancelled' };

export function readPageReturn(
  merchant: Pick<ClientMerchant, 'flags' | 'social'>,
  location: Pick<Location, 'search' | 'hash'>,
  session: GuardedStorage,
  userAgent = '',
): PageReturn | undefined {
  const { flags, social } = merchant;
  if (flags.TELEGRAMLOGIN3) {
    // The widget's result (full-page return) or a mini-app launched inside Telegram: both sign in at once.
    const telegramAuth = readTelegramAuthParam(location.hash) ?? readTelegramInitData(location.hash);
    if (telegramAuth) return { kind: 'login', request: { provider: 'telegram', telegramAuth } };
  }
  const lineOn = flags.LINELOGIN3 && social.line;
  const accessToken = lineOn ? readLineAccessHash(location.hash, userAgent) : undefined;
  if (accessToken) return { kind: 'line-access', accessToken };
  const line = lineOn ? readLineReturn(location.search) : undefined;
  if (line) {
    const sso = consumeSso(session, STORAGE_KEYS.lineSso, line.state);
    if (!sso) return { kind: 'line-refused' };
    return line.kind === 'code' ? { kind: 'line-code', code: line.code } : { kind: 'line-cancelled' };
  }
  const query = new URLSearchParams(location.search);
  const sessionId = query.get(MAYA_SESSION_PARAM);
  if (social.maya && sessionId)
    return { kind: 'login', request: { provider: 'maya', sessionId, env: query.get(MAYA_ENV_PARAM) ?? undefined } };
  return undefined;
}

/** The address without what the provider added, so a reload or a shared link never replays it. */
export function withoutReturn(href: string): string {
  const url = new URL(href);
  for (const name of [...LINE_RETURN_PARAMS, MAYA_SESSION_PARAM, MAYA_ENV_PARAM]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}
