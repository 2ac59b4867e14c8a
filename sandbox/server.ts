// The local server behind `npm start`: every built merchant site by Host, with the sandbox operator API
// (/wps) and, in test and demo modes, its control API (/__sandbox) and the providers' stand-ins (/__*) on
// the same origin. Live mode serves the sites and /wps only: every /__ path answers 404.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError, failure } from './api/errors';
import { registerControl } from './control';
import { lateMerchants } from './late-merchants';
import { registerPages } from './pages';
import { loadSites, registerSites, type SitesOptions } from './sites';
import { registerStandIns } from './social/stand-ins';
import { registerChatStandIns } from './stand-ins/chat';
import { registerFcmStandIns } from './stand-ins/fcm';
import { registerPixelStandIns } from './stand-ins/pixels';
import { createSandbox, type Sandbox, type SandboxOptions } from './state/sandbox';
import { registerWps } from './wps';

/** PROTOCOL.md: bodies over 1 MB are refused with payload.too.large. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Where the sandbox's own paths live: the control API, the stand-ins and their call readers. */
export const SANDBOX_PATH_PREFIX = '/__';

export interface ServerOptions extends SitesOptions, Omit<SandboxOptions, 'merchantsDir'> {
  logger?: boolean;
}

/**
 * What only test and demo modes serve, all under SANDBOX_PATH_PREFIX: the game and CBS pages, the identity
 * providers' pages (Telegram's stand-in signs any identity the visitor types), the push, chat and pixel
 * stand-ins and the readers of the calls they record.
 */
async function registerStandInsOfAllProviders(app: FastifyInstance, sandbox: Sandbox): Promise<void> {
  registerPages(app, sandbox);
  await registerStandIns(app, sandbox);
  registerFcmStandIns(app);
  registerChatStandIns(app);
  registerPixelStandIns(app, sandbox);
}

/** Live mode's answer to every path under SANDBOX_PATH_PREFIX, before any body is read. */
async function refuseSandboxPaths(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.url.split('?')[0] ?? request.url;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a malformed escape is refused by whatever serves the path
  }
  if (!raw.startsWith(SANDBOX_PATH_PREFIX) && !decoded.startsWith(SANDBOX_PATH_PREFIX)) return undefined;
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send(
      failure(new ApiError(404, 'not.found', `No ${request.method} ${raw}: live mode serves the sites and /wps only`)),
    );
}

export async function createSandboxServer(options: ServerOptions): Promise<{ app: FastifyInstance; sandbox: Sandbox }> {
  const sandbox = await createSandbox(options);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES });
  // The one place that decides what live mode serves: no stand-in is registered, and every /__ path (the
  // control API's too; a site never has one) answers 404 before its body is parsed. Added first, so that
  // every route registered below inherits it.
  if (sandbox.mode === 'live') app.addHook('onRequest', refuseSandboxPaths);
  const sites = loadSites(options);
  // A merchant built since start is served from its first request; a broken one is named, not served.
  const pickUp = lateMerchants(sandbox, sites, options);
  app.addHook('onRequest', async (request, reply) => {
    const refusal = await pickUp(request.host);
    return refusal ? reply.code(refusal.status).header('cache-control', 'no-store').send(failure(refusal)) : undefined;
  });
  await registerSites(app, options, sites);
  await registerWps(app, sandbox);
  await registerControl(app, sandbox);
  if (sandbox.mode !== 'live') await registerStandInsOfAllProviders(app, sandbox);
  // Members and sessions reach the --data file before the process ends.
  app.addHook('onClose', async () => sandbox.flush());
  return { app, sandbox };
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  return (await createSandboxServer(options)).app;
}
