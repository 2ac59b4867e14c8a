// Stand-ins of the customer-service chat providers (SPEC 3 csType) for the sample merchants, whose items
// point here instead of the vendors: LiveChat's and Comm100's scripts (chat/widget.js), and the visitor chat
// page of the frame providers (TX-CHAT, AICAN, MIDUOKE). Every call is recorded (GET /__chat/calls, control
// callers only), so tests see what the widget was told.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkControlCaller } from '../control-guard';
import { escapeHtml, providerPage, sendPage } from '../social/html';

const CHAT_STAND_IN_PREFIX = '/__chat';
const WIDGET = readFileSync(new URL('./chat/widget.js', import.meta.url), 'utf8');
const FRAME_PROVIDERS = { 'tx-chat': 'TX-CHAT', aican: 'AICAN', miduoke: 'MIDUOKE' } as const;
const MAX_CALLS = 20_000;

const callSchema = z.object({
  provider: z.string().max(20),
  account: z.string().max(100).optional(),
  method: z.string().max(60),
  args: z.array(z.unknown()).max(5),
});
type ChatCall = z.output<typeof callSchema> & { at: number };

/** The frame provider's page: the login info from its query, the auth key by message from the app. */
function framePage(provider: string, query: Record<string, unknown>): { html: string; script: string } {
  const shown = ['user_id', 'user_name', 'language', 'label_names']
    .map((name) => `<li>${name}: <span data-field="${name}">${escapeHtml(String(query[name] ?? ''))}</span></li>`)
    .join('');
  // The app posts {type: 'chat:auth', authKey} once the frame loads; only the parent window counts.
  const script = `addEventListener('message',function(e){if(e.source!==parent||!e.data||e.data.type!=='chat:auth')return;document.getElementById('auth').textContent='Member verified';fetch('${CHAT_STAND_IN_PREFIX}/calls',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({provider:${JSON.stringify(provider)},method:'auth',args:[String(e.data.authKey).length]})})});fetch('${CHAT_STAND_IN_PREFIX}/calls',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({provider:${JSON.stringify(provider)},method:'open',args:[Object.fromEntries(new URLSearchParams(location.search))]})});`;
  const html = providerPage(
    `${provider} chat`,
    '#0f766e',
    `<h1>${escapeHtml(provider)} chat</h1><p>Sandbox stand-in of the provider's visitor chat page.</p><ul>${shown}</ul><p id="auth" role="status">Guest</p><script>${script}</script>`,
  );
  return { html, script };
}

export function registerChatStandIns(app: FastifyInstance): void {
  const calls: ChatCall[] = [];
  const widget = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(WIDGET);
  app.get(`${CHAT_STAND_IN_PREFIX}/livechat/tracking.js`, widget);
  app.get(`${CHAT_STAND_IN_PREFIX}/comm100/livechat.ashx`, widget);
  app.get(`${CHAT_STAND_IN_PREFIX}/frame/:provider`, async (request, reply) => {
    const key = (request.params as { provider: string }).provider;
    const provider = Object.hasOwn(FRAME_PROVIDERS, key)
      ? FRAME_PROVIDERS[key as keyof typeof FRAME_PROVIDERS]
      : undefined;
    if (!provider) return reply.code(404).send({ error: `no stand-in for provider "${key}"` });
    const { html, script } = framePage(provider, request.query as Record<string, unknown>);
    return sendPage(reply, html, 200, [script]);
  });
  app.post(`${CHAT_STAND_IN_PREFIX}/calls`, async (request, reply) => {
    const call = callSchema.safeParse(request.body);
    if (!call.success) return reply.code(400).send({ error: call.error.issues[0]?.message });
    if (calls.length >= MAX_CALLS) calls.shift();
    calls.push({ ...call.data, at: Date.now() });
    return reply.code(204).send();
  });
  app.get(`${CHAT_STAND_IN_PREFIX}/calls`, async (request) => {
    checkControlCaller(request);
    return calls;
  });
}
