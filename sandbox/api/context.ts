// What every /wps handler needs: the merchant of the request, its body (plain or encrypted), validated
// input and the member behind the Authorization header.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeIssues } from '../../src/build/describe-issue';
import { decryptRequest } from '../crypto/encrypted-body';
import type { MerchantState, Sandbox } from '../state/sandbox';
import type { Session } from '../state/tokens';
import type { UserRecord } from '../state/users';
import { ApiError, BAD_TOKEN, EXPIRED_TOKEN, NO_SESSION } from './errors';

const merchants = new WeakMap<FastifyRequest, MerchantState>();

export function setMerchant(request: FastifyRequest, state: MerchantState): void {
  merchants.set(request, state);
}

/** The merchant found by Host in the onRequest hook. */
export function merchantOf(request: FastifyRequest): MerchantState {
  const state = merchants.get(request);
  if (!state) throw new ApiError(500, 'server.error', 'merchant not resolved');
  return state;
}

/** Validates input; the first problem becomes bad.request naming the field. */
export function parse<T extends z.ZodType>(schema: T, input: unknown, where = 'body'): z.output<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const [problem] = describeIssues(schema, result.error.issues.slice(0, 1), where);
  throw new ApiError(400, 'bad.request', `${problem!.field}: ${problem!.message}`);
}

/**
 * The JSON object of a POST body. Encrypted when the Encryption header says so (or when the endpoint
 * requires it); plain JSON otherwise, also when sent as text/plain (navigator.sendBeacon does that).
 */
export function readBody(
  request: FastifyRequest,
  sandbox: Sandbox,
  options: { encrypted?: boolean } = {},
): Record<string, unknown> {
  if (options.encrypted || request.headers.encryption !== undefined) {
    return decryptRequest({ headers: request.headers, body: request.body }, sandbox.rsa, sandbox.replay, sandbox.now());
  }
  let body = request.body;
  if (body === undefined || body === null || body === '') return {};
  // A string is raw text only for text/plain; from application/json it is a parsed JSON string.
  if (typeof body === 'string' && (request.headers['content-type'] ?? '').startsWith('text/plain')) {
    try {
      body = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'bad.request', 'body: not valid JSON');
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'bad.request', 'body: must be a JSON object');
  return body as Record<string, unknown>;
}

export interface Member {
  user: UserRecord;
  session: Session;
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] as string) : '';
};

/** The logged-in member; forced-logout errors (SPEC 8) when there is none. */
export function requireMember(request: FastifyRequest, sandbox: Sandbox): Member {
  const token = bearer(request);
  if (token === undefined) throw NO_SESSION();
  const state = merchantOf(request);
  const check = sandbox.tokens.check(token, state.code, sandbox.now());
  if (!check.ok) throw check.reason === 'expired' ? EXPIRED_TOKEN() : BAD_TOKEN();
  const user = state.users.byId(check.session.userId);
  if (!user) throw BAD_TOKEN();
  return { user, session: check.session };
}

/** The member when a valid token is sent; a guest (undefined) otherwise, also for a stale token. */
export function optionalMember(request: FastifyRequest, sandbox: Sandbox): Member | undefined {
  if (!request.headers.authorization) return undefined;
  try {
    return requireMember(request, sandbox);
  } catch {
    return undefined;
  }
}

/** Absolute URL on the request's own origin (game pages, images), so it works behind any Host. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
