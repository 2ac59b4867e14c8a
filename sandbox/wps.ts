// /wps/*: the operator API of SPEC 7 and PROTOCOL.md. Every request is tied to the merchant of its Host,
// may meet an injected fault, and gets the envelope, also for malformed input.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCaptcha } from './api/captcha';
import { setMerchant } from './api/context';
import { refuseCrossSite } from './api/cross-site';
import { ApiError, failure, fromFastifyError, RetryLaterError } from './api/errors';
import { registerGame } from './api/game';
import { registerMember } from './api/member';
import { registerRegistration } from './api/register';
import { registerContentRelays } from './api/relay-content';
import { registerGameRelays } from './api/relay-games';
import { registerMemberRelays } from './api/relay-member';
import { registerSession } from './api/session';
import { registerSystem } from './api/system';
import type { Fault } from './state/faults';
import { merchantForHost, type Sandbox } from './state/sandbox';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/** Waits that end early when the server closes, so a long injected delay never holds up shutdown. */
function delays() {
  const pending = new Set<() => void>();
  return {
    wait: (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pending.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        pending.add(done);
      }),
    releaseAll: () => [...pending].forEach((done) => done()),
  };
}

export async function registerWps(app: FastifyInstance, sandbox: Sandbox): Promise<void> {
  const timers = delays();

  async function applyFault(fault: Fault, request: FastifyRequest, reply: FastifyReply) {
    sandbox.log(`fault on ${request.method} ${pathOf(request)}: ${JSON.stringify(fault)}`);
    if (fault.delayMs) await timers.wait(fault.delayMs);
    if (fault.drop) {
      reply.hijack();
      request.raw.socket?.destroy();
      request.raw.destroy();
      return;
    }
    if (fault.status)
      throw new ApiError(
        fault.status,
        fault.errorCode ?? 'sandbox.fault',
        fault.message ?? `Injected fault: HTTP ${fault.status}`,
      );
    if (fault.value !== undefined) return reply.code(200).send({ success: true, value: fault.value });
    return undefined;
  }

  // No prefix: routes carry their full /wps paths, the paths of sandbox/wps-paths.ts.
  await app.register(async (wps) => {
    wps.setErrorHandler((error, request, reply) => {
      const api = fromFastifyError(error as Error & { statusCode?: number; code?: string });
      if (api.status >= 500 && !(error instanceof ApiError))
        sandbox.log(`error in ${request.method} ${pathOf(request)}: ${(error as Error).stack}`);
      if (api instanceof RetryLaterError) reply.header('retry-after', String(api.retryAfterSeconds));
      return reply.code(api.status).header('cache-control', 'no-store').send(failure(api));
    });

    wps.addHook('onRequest', async (request, reply) => {
      const state = merchantForHost(sandbox, request.host);
      if (!state) throw new ApiError(404, 'unknown.host', `No merchant is served at host "${request.hostname}"`);
      const header = request.headers.merchant;
      if (header !== undefined && header !== state.merchant.merchantCode)
        throw new ApiError(400, 'bad.request', `Merchant: "${String(header)}" is not the merchant of this host`);
      setMerchant(request, state);
      refuseCrossSite(request, state, sandbox, pathOf(request));
      const fault = state.faults.take(request.method, pathOf(request));
      // A forged answer ends the request here (Fastify: an async hook that replied returns the reply).
      if (fault) return applyFault(fault, request, reply);
      return undefined;
    });

    wps.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });

    wps.addHook('preClose', async () => timers.releaseAll());

    registerSession(wps, sandbox);
    registerCaptcha(wps, sandbox);
    registerRegistration(wps, sandbox);
    registerMember(wps, sandbox);
    registerSystem(wps, sandbox);
    registerContentRelays(wps, sandbox);
    registerGameRelays(wps, sandbox);
    registerMemberRelays(wps, sandbox);
    registerGame(wps, sandbox);

    wps.all('/wps/*', async (request) => {
      throw new ApiError(404, 'not.found', `No endpoint ${request.method} ${pathOf(request)}`);
    });
  });
}
