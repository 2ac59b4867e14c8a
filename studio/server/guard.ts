// Who the studio answers: its own page on this machine only. A page on another site may make the browser send
// requests to a loopback port (a form post, a DNS-rebound host name), and a preview's scripts (pixels, chat
// widgets, a hostile merchant folder's script URLs) run on a loopback host of the same port: the Host,
// Origin and Sec-Fetch-Site headers and the page's secret tell them apart.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isStudioHost, TOKEN_HEADER } from '../shared/studio-origin';

export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const READS = new Set(['GET', 'HEAD']);

/** A secret for one studio process: rendered into its page only, required on every change. */
export const newStudioToken = () => randomBytes(32).toString('base64url');

function sameSecret(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string' || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

/**
 * Refuses, on every request, a Host other than the studio's own (a DNS-rebound name, a merchant's preview
 * host or domain), and a fetch or embed from another origin other than a navigation to a page; on every
 * request that changes something, an Origin other than the studio's own and a missing or wrong secret
 * (`token`, which only the studio's page holds: no other origin can read that page, nor send the header
 * without a CORS preflight that the studio never grants).
 */
export function checkStudioCaller(request: FastifyRequest, token: string): void {
  const host = request.headers.host;
  if (!isStudioHost(host))
    throw new StudioError(
      403,
      `Host: "${String(host ?? '')}" is not the studio's host; the studio answers only at localhost, 127.0.0.1 and [::1] (never at a merchant's preview host or domain)`,
    );
  const read = READS.has(request.method);
  const site = request.headers['sec-fetch-site'];
  const navigation = read && request.headers['sec-fetch-mode'] === 'navigate';
  if (site !== undefined && site !== 'same-origin' && !navigation)
    throw new StudioError(403, `Sec-Fetch-Site: "${String(site)}": the studio answers its own page only`);
  if (read) return;
  const origin = request.headers.origin;
  if (origin !== `http://${host}`)
    throw new StudioError(
      403,
      `Origin: "${String(origin ?? '')}" is not this studio (http://${host}); changes are accepted from the studio's own page only`,
    );
  if (!sameSecret(request.headers[TOKEN_HEADER], token))
    throw new StudioError(
      403,
      `${TOKEN_HEADER}: missing or not this studio's; changes are accepted from the studio's own page only (reload it if the studio was restarted)`,
    );
}
