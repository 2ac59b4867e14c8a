// The local server behind `npm start`: every built merchant site by Host, with the sandbox operator API
// (/wps) and its control API (/__sandbox) on the same origin.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerControl } from './control';
import { registerPages } from './pages';
import { registerSites, type SitesOptions } from './sites';
import { registerStandIns } from './social/stand-ins';
import { registerChatStandIns } from './stand-ins/chat';
import { registerFcmStandIns } from './stand-ins/fcm';
import { registerPixelStandIns } from './stand-ins/pixels';
import { createSandbox, type Sandbox, type SandboxOptions } from './state/sandbox';
import { registerWps } from './wps';

/** PROTOCOL.md: bodies over 1 MB are refused with payload.too.large. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ServerOptions extends SitesOptions, Omit<SandboxOptions, 'merchantsDir'> {
  logger?: boolean;
}

export async function createSandboxServer(options: ServerOptions): Promise<{ app: FastifyInstance; sandbox: Sandbox }> {
  const sandbox = await createSandbox(options);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES });
  await registerSites(app, options);
  await registerWps(app, sandbox);
  await registerControl(app, sandbox);
  registerPages(app, sandbox);
  await registerStandIns(app, sandbox);
  registerFcmStandIns(app);
  registerChatStandIns(app);
  registerPixelStandIns(app, sandbox);
  // Members and sessions reach the --data file before the process ends.
  app.addHook('onClose', async () => sandbox.flush());
  return { app, sandbox };
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  return (await createSandboxServer(options)).app;
}
