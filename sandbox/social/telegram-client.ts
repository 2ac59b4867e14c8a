// The control API's stand-in of a Telegram client: a widget result and mini-app init data for one user,
// both signed with the merchant's bot token the way Telegram signs them.
import { randomInt } from 'node:crypto';
import { ApiError } from '../api/errors';
import { randomId } from '../state/codes';
import type { MerchantState, Sandbox } from '../state/sandbox';
import { signInitData, signWidgetAuth, type TelegramUser } from './telegram';

/** Telegram user ids are positive integers; new accounts have 10 digits. */
export const randomTelegramId = () => randomInt(1_000_000_000, 9_999_999_999);

export function telegramClient(
  sandbox: Sandbox,
  state: MerchantState,
  input: { subject?: string | undefined; name?: string | undefined },
) {
  const bot = state.data.telegram;
  if (!bot)
    throw new ApiError(400, 'bad.request', 'provider: this merchant has no Telegram bot (sandbox.json telegram)');
  if (input.subject !== undefined && !/^[1-9][0-9]{0,14}$/.test(input.subject))
    throw new ApiError(400, 'bad.request', `subject: must be a numeric Telegram user id, got "${input.subject}"`);
  const id = input.subject ? Number(input.subject) : randomTelegramId();
  const firstName = input.name ?? 'Alex';
  const handle = firstName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'player';
  const user: TelegramUser = { id, first_name: firstName, username: `${handle}_${id % 10_000}` };
  const authDate = Math.floor(sandbox.now() / 1000);
  return {
    subject: String(id),
    telegramAuth: signWidgetAuth(bot.botToken, user, authDate),
    initData: signInitData(bot.botToken, user, authDate, `AA${randomId(12)}`),
  };
}
