// The local server behind `npm start`: every built merchant site by Host.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSites, type SitesOptions } from './sites';

export interface ServerOptions extends SitesOptions {
  logger?: boolean;
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  await registerSites(app, options);
  return app;
}
