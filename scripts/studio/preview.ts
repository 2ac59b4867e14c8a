// The previews: the built sites and the sandbox API, as `npm start` serves them, behind the studio. Requests
// other than the studio's are handed to a sandbox server in this process (no socket: Fastify's inject);
// after a build, a new one takes over, so changed settings and headers are served at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSandboxServer } from '../../sandbox/server';
import { previewMemberSession } from '../lib/preview-member';

/** As the sandbox reads bodies (PROTOCOL.md's limit is 1 MB; a little room for the envelope). */
const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const FRAME_ANCESTORS = /frame-ancestors[^;]*/i;
// Set by Fastify for the body it sends, or hop-by-hop: not copied from the sandbox's answer.
const NOT_COPIED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export interface PreviewOptions {
  distDir: string;
  merchantsDir: string;
}

// A merchant ops are fixing is left out of the sandbox, not a reason to stop previewing the others; its pages
// answer with its problems (the sandbox's late merchants) until it is valid.
const start = (options: PreviewOptions) =>
  createSandboxServer({ ...options, mode: 'demo', rsaBits: 1024, log: () => {}, onInvalid: () => {} });

/**
 * The built sites forbid framing (X-Frame-Options: DENY, frame-ancestors 'none' or the operator's origins);
 * in the studio, the editor of the same origin frames them.
 */
function framableBySameOrigin(headers: Record<string, string | string[] | number | undefined>) {
  const copied = Object.entries(headers).filter(
    ([name, value]) => value !== undefined && !NOT_COPIED.has(name) && name !== 'x-frame-options',
  );
  return copied.map(([name, value]) =>
    name === 'content-security-policy' && typeof value === 'string'
      ? ([name, value.replace(FRAME_ANCESTORS, "frame-ancestors 'self'")] as const)
      : ([name, value] as const),
  );
}

/** Serves every path but the studio's from the current sandbox; `reload` replaces it after a build. */
export async function registerPreview(server: FastifyInstance, options: PreviewOptions) {
  let { app: sandbox, sandbox: state } = await start(options);
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await sandbox.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(Buffer.isBuffer(request.body) ? { payload: request.body } : {}),
    });
    for (const [name, value] of framableBySameOrigin(answer.headers)) reply.header(name, value);
    return reply.code(answer.statusCode).send(answer.rawPayload);
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
