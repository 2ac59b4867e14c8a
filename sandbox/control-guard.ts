// Who may reach the control API (/__sandbox): only this machine, and only scripts that can set a header.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api/errors';

/** The request header every control call carries; its value must be CONTROL_HEADER_VALUE. */
export const CONTROL_HEADER = 'x-sandbox-control';
export const CONTROL_HEADER_VALUE = '1';

// localhost, *.localhost, 127.0.0.1 and [::1], each with an optional port; nothing else resolves only here.
const LOOPBACK_HOST = /^(?:localhost|(?:[a-z0-9-]+\.)+localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** True for a Host header that names the loopback interface (a DNS-rebound or merchant domain does not). */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/**
 * Refuses a control call that a page on another site could make: a foreign Host (DNS rebinding, or a
 * merchant's public domain) or no custom header (a form post or no-cors fetch cannot send one, and the
 * CORS preflight that would allow it is never granted).
 */
export function checkControlCaller(request: FastifyRequest): void {
  const host = request.headers.host;
  if (!isLoopbackHost(host)) {
    throw new ApiError(
      403,
      'control.forbidden',
      `Host: "${String(host ?? '')}" is not a loopback host; the control API answers only at localhost, *.localhost, 127.0.0.1 and [::1]`,
    );
  }
  if (request.headers[CONTROL_HEADER] !== CONTROL_HEADER_VALUE) {
    throw new ApiError(
      403,
      'control.forbidden',
      `X-Sandbox-Control: send "${CONTROL_HEADER_VALUE}"; the control API refuses requests without it`,
    );
  }
}
