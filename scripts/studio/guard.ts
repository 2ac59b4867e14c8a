// Who the studio answers: this machine only. A page on another site may make the browser send requests to
// a loopback port (a form post, a DNS-rebound host name): the Host and Origin headers tell them apart.
import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../sandbox/control-guard';

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

/**
 * Refuses a foreign Host (DNS rebinding: evil.example resolved to 127.0.0.1) on every request, and on every
 * request that changes something, an Origin other than the studio's own (a cross-site form or fetch); the
 * browser sets both headers, and a page cannot.
 */
export function checkStudioCaller(request: FastifyRequest): void {
  const host = request.headers.host;
  if (!isLoopbackHost(host))
    throw new StudioError(
      403,
      `Host: "${String(host ?? '')}" is not a loopback host; the studio answers only at localhost, 127.0.0.1 and [::1]`,
    );
  if (READS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== `http://${host}`)
    throw new StudioError(
      403,
      `Origin: "${String(origin ?? '')}" is not this studio (http://${host}); changes are accepted from the studio's own page only`,
    );
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin')
    throw new StudioError(
      403,
      `Sec-Fetch-Site: "${String(site)}": changes are accepted from the studio's own page only`,
    );
}
