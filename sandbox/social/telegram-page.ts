// The stand-in of Telegram's login widget popup (oauth.telegram.org/auth) for a merchant whose bot has
// authDomain "": the player picks an identity, the page signs it with the bot token as Telegram does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../api/context';
import { merchantForHost, type MerchantState, type Sandbox } from '../state/sandbox';
import { errorPage, escapeHtml, field, onOrigin, providerPage, sendPage } from './html';
import { randomTelegramId } from './telegram-client';
import { signWidgetAuth, TELEGRAM_STAND_IN_PATH } from './telegram';

const AUTH_PATH = `${TELEGRAM_STAND_IN_PATH}/auth`;
const TELEGRAM_BLUE = '#2481cc';

interface WidgetRequest {
  botId: string;
  botToken: string;
  origin: string;
  returnTo: string;
}

/** The widget's parameters, or the problem a 400 page names. */
function widgetRequest(state: MerchantState | undefined, params: unknown, origin: string): WidgetRequest | string {
  const bot = state?.data.telegram;
  if (!bot) return 'bot_id: this site has no Telegram bot';
  const botId = field(params, 'bot_id');
  if (botId !== bot.botId) return `bot_id: "${botId}" is not this site's bot`;
  if (field(params, 'origin') !== origin) return `origin: must be this site's origin ${origin}`;
  const returnTo = field(params, 'return_to');
  if (!onOrigin(returnTo, origin)) return `return_to: must be a URL on ${origin}`;
  return { botId, botToken: bot.botToken, origin, returnTo };
}

function loginForm(widget: WidgetRequest, siteName: string): string {
  const id = randomTelegramId();
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return providerPage(
    'Log in to Telegram',
    TELEGRAM_BLUE,
    `<h1>Log in with Telegram</h1><p>${escapeHtml(siteName)} asks to sign you in with your Telegram account (sandbox stand-in of oauth.telegram.org).</p>
<form method="post" action="${AUTH_PATH}">${hidden('bot_id', widget.botId)}${hidden('origin', widget.origin)}${hidden('return_to', widget.returnTo)}
<label for="tg-first-name">First name</label><input id="tg-first-name" name="first_name" value="Alex" required maxlength="64" autocomplete="given-name">
<label for="tg-username">Username</label><input id="tg-username" name="username" value="alex_${id % 10_000}" pattern="[A-Za-z0-9_]{5,32}" maxlength="32">
<label for="tg-id">Telegram user ID</label><input id="tg-id" name="id" value="${id}" inputmode="numeric" pattern="[1-9][0-9]{0,14}" required>
<button type="submit">Log in</button></form>`,
  );
}

function signIn(widget: WidgetRequest, form: unknown, now: number): { problem: string } | { location: string } {
  const id = field(form, 'id');
  if (!/^[1-9][0-9]{0,14}$/.test(id)) return { problem: 'id: must be a Telegram user id (digits)' };
  const firstName = field(form, 'first_name').trim();
  if (!firstName || firstName.length > 64) return { problem: 'first_name: is required (at most 64 characters)' };
  const username = field(form, 'username').trim();
  if (username && !/^[A-Za-z0-9_]{5,32}$/.test(username)) return { problem: 'username: 5-32 letters, digits or "_"' };
  const user = { id: Number(id), first_name: firstName, ...(username ? { username } : {}) };
  const result = signWidgetAuth(widget.botToken, user, Math.floor(now / 1000));
  return { location: `${widget.returnTo.split('#')[0]}#tgAuthResult=${result}` };
}

export function registerTelegramPage(app: FastifyInstance, sandbox: Sandbox): void {
  const handle = (request: FastifyRequest, reply: FastifyReply, params: unknown) => {
    const state = merchantForHost(sandbox, request.host);
    const widget = widgetRequest(state, params, originOf(request));
    if (typeof widget === 'string') return errorPage(reply, 'Telegram', TELEGRAM_BLUE, widget);
    if (request.method === 'GET') return sendPage(reply, loginForm(widget, state!.merchant.name));
    const signed = signIn(widget, request.body, sandbox.now());
    if ('problem' in signed) return errorPage(reply, 'Telegram', TELEGRAM_BLUE, signed.problem);
    return reply.header('cache-control', 'no-store').redirect(signed.location, 303);
  };
  app.get(AUTH_PATH, async (request, reply) => handle(request, reply, request.query));
  app.post(AUTH_PATH, async (request, reply) => handle(request, reply, request.body));
}
