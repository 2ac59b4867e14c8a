// Stand-ins of the push provider's two services that firebase/messaging calls (SPEC 7 "Push provider
// calls"): the installations service and the push registrations API, under /__fcm/<service>/v1/... with
// Google's own paths after it. No machine here reaches Google; e2e routes Google's URLs to these, and the
// calls they record show the order of a push registration (GET /__fcm/calls, control callers only).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkControlCaller } from '../control-guard';

const FCM_STAND_IN_PREFIX = '/__fcm';
/** The services the stand-ins answer for: firebaseinstallations and fcmregistrations.googleapis.com. */
type FcmService = 'installations' | 'registrations';

interface FcmCall {
  method: string;
  /** Google's path, e.g. /v1/projects/demo-luckystar/registrations. */
  path: string;
  service: FcmService;
}

const AUTH_TOKEN_TTL = '604800s';
const id = (bytes: number) => randomBytes(bytes).toString('base64url');

export function registerFcmStandIns(app: FastifyInstance): void {
  const calls: FcmCall[] = [];
  const fids = new Set<string>();
  const tokens = new Set<string>();
  const record = (service: FcmCall['service'], request: FastifyRequest) =>
    calls.push({
      service,
      method: request.method,
      path: request.url.slice(`${FCM_STAND_IN_PREFIX}/${service}`.length),
    });
  // The browser calls Google cross-origin: the answers carry the CORS headers Google's do.
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header(
        'access-control-allow-headers',
        'content-type, x-goog-api-key, x-goog-firebase-installations-auth, authorization, x-firebase-client',
      )
      .header('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
  const notFound = (reply: FastifyReply, what: string) =>
    cors(reply)
      .code(404)
      .send({ error: { code: 404, message: `${what} not found`, status: 'NOT_FOUND' } });

  app.options(`${FCM_STAND_IN_PREFIX}/*`, async (_request, reply) => cors(reply).code(204).send());

  const installations = `${FCM_STAND_IN_PREFIX}/installations/v1/projects/:project/installations`;
  app.post(installations, async (request, reply) => {
    record('installations', request);
    const fid = (request.body as { fid?: unknown } | null)?.fid;
    const registered = typeof fid === 'string' && fid ? fid : id(16);
    fids.add(registered);
    return cors(reply).send({
      name: `projects/${(request.params as { project: string }).project}/installations/${registered}`,
      fid: registered,
      refreshToken: id(24),
      authToken: { token: id(32), expiresIn: AUTH_TOKEN_TTL },
    });
  });
  // "authTokens:generate": a literal colon is written twice in a Fastify path.
  app.post(`${installations}/:fid/authTokens::generate`, async (request, reply) => {
    record('installations', request);
    if (!fids.has((request.params as { fid: string }).fid)) return notFound(reply, 'installation');
    return cors(reply).send({ token: id(32), expiresIn: AUTH_TOKEN_TTL });
  });
  app.delete(`${installations}/:fid`, async (request, reply) => {
    record('installations', request);
    fids.delete((request.params as { fid: string }).fid);
    return cors(reply).send({});
  });

  const registrations = `${FCM_STAND_IN_PREFIX}/registrations/v1/projects/:project/registrations`;
  const registered = async (request: FastifyRequest, reply: FastifyReply) => {
    record('registrations', request);
    const web = (request.body as { web?: { endpoint?: unknown; auth?: unknown; p256dh?: unknown } } | null)?.web;
    if (typeof web?.endpoint !== 'string' || typeof web.auth !== 'string' || typeof web.p256dh !== 'string')
      return cors(reply)
        .code(400)
        .send({
          error: { code: 400, message: 'web: endpoint, auth and p256dh are required', status: 'INVALID_ARGUMENT' },
        });
    const token = `${id(11)}:APA91b${id(100)}`;
    tokens.add(token);
    return cors(reply).send({ token });
  };
  app.post(registrations, registered);
  app.patch(`${registrations}/:token`, async (request, reply) => {
    const old = (request.params as { token: string }).token;
    if (!tokens.delete(old)) {
      record('registrations', request);
      return notFound(reply, 'registration');
    }
    return registered(request, reply);
  });
  app.delete(`${registrations}/:token`, async (request, reply) => {
    record('registrations', request);
    tokens.delete((request.params as { token: string }).token);
    return cors(reply).send({});
  });

  app.get(`${FCM_STAND_IN_PREFIX}/calls`, async (request) => {
    checkControlCaller(request);
    return calls;
  });
  app.delete(`${FCM_STAND_IN_PREFIX}/calls`, async (request) => {
    checkControlCaller(request);
    calls.length = 0;
    return [];
  });
}
