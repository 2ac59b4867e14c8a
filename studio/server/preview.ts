// The previews: the built sites and the sandbox API, as `npm start` serves them, behind the studio, each on its
// merchant's host (<code>.localhost or a configured domain), never on the studio's own host. Requests other
// than the studio's are handed to a sandbox server in this process (no socket: Fastify's inject); after a
// build, a new one takes over, so changed settings and headers are served at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSandboxServer } from '../../sandbox/server';
import { previewMemberSession } from '../../scripts/lib/preview-member';
import { previewAgent, previewPolicy, withAgent } from './preview-pages';
import { isStudioHost, portOf } from '../shared/studio-origin';

/** As the sandbox reads bodies (PROTOCOL.md's limit is 1 MB; a little room for the envelope). */
const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
// Set by Fastify for the body it sends, hop-by-hop, or the framing rule the policy replaces: not copied.
const NOT_COPIED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'x-frame-options']);
// Asked of the sandbox without: pages come whole and uncompressed, so the agent can go in each time.
const NOT_FORWARDED = ['accept-encoding', 'if-none-match', 'if-modified-since'];
// Validators of the file, not of the page with the agent in it.
const NOT_COPIED_FROM_PAGES = new Set(['etag', 'last-modified']);

export interface PreviewOptions {
  distDir: string;
  merchantsDir: string;
}

// A merchant ops are fixing is left out of the sandbox, not a reason to stop previewing the others; its pages
// answer with its problems (the sandbox's late merchants) until it is valid.
const start = (options: PreviewOptions) =>
  createSandboxServer({ ...options, mode: 'demo', rsaBits: 1024, log: () => {}, onInvalid: () => {} });

/**
 * The studio's host serves the studio alone: a merchant whose settings name it as a domain (a hostile folder)
 * would otherwise run its scripts on the studio's origin. Its root leads to the studio.
 */
function studioHostOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.url === '/') return reply.redirect('/__studio/', 302);
  return reply.code(404).send({
    error: `${request.host} serves the merchant studio only (/__studio/); a merchant's preview is at http://<code>.localhost${portOf(request.host) ? `:${portOf(request.host)}` : ''}/`,
  });
}

/** Serves every path but the studio's from the current sandbox; `reload` replaces it after a build. */
export async function registerPreview(server: FastifyInstance, options: PreviewOptions) {
  let { app: sandbox, sandbox: state } = await start(options);
  const agent = await previewAgent();
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isStudioHost(request.headers.host)) return studioHostOnly(request, reply);
    const headers = { ...request.headers };
    for (const name of NOT_FORWARDED) delete headers[name];
    const answer = await sandbox.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(Buffer.isBuffer(request.body) ? { payload: request.body } : {}),
    });
    const page = String(answer.headers['content-type'] ?? '').startsWith('text/html');
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !NOT_COPIED.has(name) && !(page && NOT_COPIED_FROM_PAGES.has(name)))
        reply.header(name, value);
    const policy = answer.headers['content-security-policy'];
    const port = portOf(request.host);
    reply.header(
      'content-security-policy',
      Array.isArray(policy) ? policy.map((one) => previewPolicy(one, port, agent)) : previewPolicy(policy, port, agent),
    );
    return reply.code(answer.statusCode).send(page ? withAgent(answer.payload, agent) : answer.rawPayload);
  };
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.all('/*', forward);
    scope.all('/', forward);
  });
  server.addHook('onClose', async () => sandbox.close());
  return {
    /** Serves the sites and settings as they are now on disk. */
    async reload() {
      const next = await start(options);
      const previous = sandbox;
      ({ app: sandbox, sandbox: state } = next);
      await previous.close();
    },
    /** A login of the merchant's preview member, for the member centre's preview. */
    memberSession: (code: string) => previewMemberSession(state, code),
  };
}
