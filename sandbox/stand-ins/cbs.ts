// The stand-in of the operator's CBS pages (SPEC 7 CBS_launchChat): the cashier and inbox that Deposit,
// Withdraw and the inbox open. A member reaches it with a ticket from CBS_launchChat (never the session
// token in a URL); a deposit or withdrawal is recorded and the page goes back to the app's backUrl.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../api/context';
import { merchantForHost, type MerchantState, type Sandbox } from '../state/sandbox';
import type { UserRecord } from '../state/users';
import { SOCIAL_CREDENTIAL_TTL_MS } from '../state/codes';
import { errorPage, escapeHtml, field, providerPage, sendPage } from '../social/html';

export const CBS_PATH = '/__cbs/chat';
const CBS_BLUE = '#1d4ed8';
const MAX_AMOUNT = 1_000_000;

const tickets = new Map<string, { merchant: string; userId: number; expiresAt: number }>();

/** A ticket for one member on one merchant, valid for 10 minutes. */
export function issueCbsTicket(state: MerchantState, user: UserRecord, now: number): string {
  const ticket = randomBytes(18).toString('base64url');
  tickets.set(ticket, { merchant: state.code, userId: user.id, expiresAt: now + SOCIAL_CREDENTIAL_TTL_MS });
  return ticket;
}

function memberOf(sandbox: Sandbox, state: MerchantState, ticket: string): UserRecord | undefined {
  const entry = tickets.get(ticket);
  if (!entry || entry.merchant !== state.code || entry.expiresAt < sandbox.now()) return undefined;
  return state.users.byId(entry.userId);
}

/** The app page to go back to: a path of the app (/m/...) on this origin, nothing else. */
const backPath = (raw: string) => (/^\/m\/[^\\]*$/.test(raw) && !raw.startsWith('/m//') ? raw : undefined);

function cbsPage(params: unknown, user: UserRecord | undefined): string {
  const title = field(params, 'title') || 'Customer service';
  const back = backPath(field(params, 'backUrl'));
  const hidden = (['ticket', 'backUrl', 'title'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(field(params, name))}">`)
    .join('');
  const form = (action: 'deposit' | 'withdraw', label: string) =>
    `<form method="post" action="/__cbs/${action}">${hidden}<label for="cbs-${action}">${label} amount</label><input id="cbs-${action}" name="amount" inputmode="decimal" required value="100"><button type="submit">${label}</button></form>`;
  const member = user
    ? `<p>Signed in as <strong data-testid="cbs-member">${escapeHtml(user.userName)}</strong> · ${user.unreadCount} unread · ${user.depositCount ?? 0} deposits</p>${form('deposit', 'Deposit')}${form('withdraw', 'Withdraw')}`
    : '<p role="alert">Log in to the app to use the cashier.</p>';
  const link = back ? `<p><a href="${escapeHtml(back)}">Back to the app</a></p>` : '';
  return providerPage(
    title,
    CBS_BLUE,
    `<h1>${escapeHtml(title)}</h1><p>Sandbox stand-in of the operator's CBS.</p>${member}${link}`,
  );
}

export function registerCbsPage(app: FastifyInstance, sandbox: Sandbox): void {
  app.get(CBS_PATH, async (request, reply) => {
    const state = merchantForHost(sandbox, request.host);
    if (!state) return errorPage(reply, 'CBS', CBS_BLUE, 'Host: not a merchant of this sandbox');
    return sendPage(reply, cbsPage(request.query, memberOf(sandbox, state, field(request.query, 'ticket'))));
  });
  const record = (kind: 'deposit' | 'withdraw') => async (request: FastifyRequest, reply: FastifyReply) => {
    const state = merchantForHost(sandbox, request.host);
    const user = state && memberOf(sandbox, state, field(request.body, 'ticket'));
    if (!user)
      return errorPage(reply, 'CBS', CBS_BLUE, 'ticket: unknown or expired; open the cashier from the app again');
    const amount = Number(field(request.body, 'amount'));
    if (!(amount > 0 && amount <= MAX_AMOUNT))
      return errorPage(reply, 'CBS', CBS_BLUE, `amount: must be a number above 0 and at most ${MAX_AMOUNT}`);
    if (kind === 'deposit') user.depositCount = (user.depositCount ?? 0) + 1;
    else user.withdrawCount = (user.withdrawCount ?? 0) + 1;
    sandbox.changed();
    const back = backPath(field(request.body, 'backUrl'));
    if (!back) return sendPage(reply, providerPage('CBS', CBS_BLUE, `<p role="status">${kind} recorded.</p>`));
    const target = new URL(back, originOf(request));
    target.searchParams.set('amount', String(amount));
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
  };
  app.post('/__cbs/deposit', record('deposit'));
  app.post('/__cbs/withdraw', record('withdraw'));
}
