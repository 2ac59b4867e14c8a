// The stand-in of LINE Login v2.1's authorize endpoint (access.line.me/oauth2/v2.1/authorize) for
// merchants whose social.line.authorizeUrl is this path: a consent page, then LINE's redirects.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../api/context';
import { merchantForHost, type MerchantState, type Sandbox } from '../state/sandbox';
import { errorPage, escapeHtml, field, onOrigin, providerPage, sendPage } from './html';
import { issueLineCode, LINE_USER_ID, randomLineUserId } from './line';

const LINE_AUTHORIZE_PATH = '/__line/oauth2/v2.1/authorize';
const LINE_GREEN = '#06c755';
const PARAMS = ['response_type', 'client_id', 'redirect_uri', 'state', 'nonce', 'scope'] as const;

type Authorize = Record<(typeof PARAMS)[number], string>;

/** The authorize request's parameters, or the problem a 400 page names. */
function authorizeRequest(state: MerchantState | undefined, params: unknown, origin: string): Authorize | string {
  const line = state?.merchant.social.line;
  if (!line) return 'client_id: this site has no LINE channel';
  const request = Object.fromEntries(PARAMS.map((name) => [name, field(params, name)])) as Authorize;
  if (request.response_type !== 'code') return 'response_type: must be "code"';
  if (request.client_id !== line.clientId) return `client_id: "${request.client_id}" is not this site's LINE channel`;
  if (!onOrigin(request.redirect_uri, origin)) return `redirect_uri: must be a URL on ${origin}`;
  if (!request.state) return 'state: is required (it protects against CSRF)';
  if (!request.nonce) return 'nonce: is required (it protects against replay)';
  const scopes = request.scope.split(/[\s+]+/);
  if (!scopes.includes('openid') || !scopes.includes('profile')) return 'scope: must contain openid and profile';
  return request;
}

function consentPage(request: Authorize, siteName: string): string {
  const hidden = PARAMS.map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(request[name])}">`);
  return providerPage(
    'LINE Login',
    LINE_GREEN,
    `<h1>LINE Login</h1><p>${escapeHtml(siteName)} asks for your profile (display name and user ID). Sandbox stand-in of access.line.me.</p>
<form method="post" action="${LINE_AUTHORIZE_PATH}">${hidden.join('')}
<label for="line-display-name">Display name</label><input id="line-display-name" name="displayName" value="Somchai" required maxlength="60">
<label for="line-user-id">LINE user ID (optional, to sign in as the same user again)</label><input id="line-user-id" name="userId" placeholder="U and 32 hex digits" pattern="U[0-9a-f]{32}">
<button type="submit" name="action" value="allow">Allow</button> <button type="submit" name="action" value="cancel">Cancel</button></form>`,
  );
}

const withQuery = (url: string, query: Record<string, string>) => {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
};

function decide(sandbox: Sandbox, state: MerchantState, request: Authorize, form: unknown) {
  if (field(form, 'action') === 'cancel')
    return {
      location: withQuery(request.redirect_uri, {
        error: 'access_denied',
        error_description: 'The resource owner denied the request.',
        state: request.state,
      }),
    };
  const name = field(form, 'displayName').trim();
  if (!name || name.length > 60) return { problem: 'displayName: is required (at most 60 characters)' };
  const userId = field(form, 'userId').trim();
  if (userId && !LINE_USER_ID.test(userId)) return { problem: 'userId: must be "U" and 32 hex digits' };
  const code = issueLineCode(sandbox, state, { subject: userId || randomLineUserId(), name }, request.redirect_uri);
  return { location: withQuery(request.redirect_uri, { code, state: request.state }) };
}

export function registerLinePage(app: FastifyInstance, sandbox: Sandbox): void {
  const handle = (request: FastifyRequest, reply: FastifyReply, params: unknown) => {
    const state = merchantForHost(sandbox, request.host);
    const authorize = authorizeRequest(state, params, originOf(request));
    if (typeof authorize === 'string') return errorPage(reply, 'LINE', LINE_GREEN, authorize);
    if (request.method === 'GET') return sendPage(reply, consentPage(authorize, state!.merchant.name));
    const decision = decide(sandbox, state!, authorize, request.body);
    if ('problem' in decision) return errorPage(reply, 'LINE', LINE_GREEN, decision.problem);
    return reply.header('cache-control', 'no-store').redirect(decision.location, 303);
  };
  app.get(LINE_AUTHORIZE_PATH, async (request, reply) => handle(request, reply, request.query));
  app.post(LINE_AUTHORIZE_PATH, async (request, reply) => handle(request, reply, request.body));
}
