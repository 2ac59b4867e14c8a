// State-changing /wps calls come only from the merchant's own pages. A foreign page can make a visitor's
// browser POST a text/plain body without a CORS preflight (a form, `fetch` in no-cors mode, a beacon), so:
// such calls must be what only a preflight lets through (a JSON content type or a header of PROTOCOL.md), and
// their Origin, which browsers send with every POST, must be a host this merchant is served at.
import type { FastifyRequest } from 'fastify';
import { WPS } from '../wps-paths';
import { merchantForHost, type MerchantState, type Sandbox } from '../state/sandbox';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a page of any site may POST without a preflight (Fetch: CORS-safelisted). */
const SIMPLE_TYPES = new Set(['', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);
/** PROTOCOL.md's headers: none is CORS-safelisted, so a foreign page cannot send one without the server's leave. */
const PROTOCOL_HEADERS = [
  'merchant',
  'language',
  'authorization',
  'x-real-ua',
  'moduleid',
  'device',
  'encryption',
  'x-rsa',
];
/** navigator.sendBeacon cannot set headers; the beacon names its merchant in its body (SPEC 7). */
const BEACON_PATHS: ReadonlySet<string> = new Set([WPS.systemCollect]);
/** Sec-Fetch-Site values of a request started by another site's page. */
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

const refused = (why: string) => new ApiError(403, 'origin.refused', why);

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Throws origin.refused for a state-changing call a foreign page could have sent. */
export function refuseCrossSite(request: FastifyRequest, state: MerchantState, sandbox: Sandbox, path: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const { origin } = request.headers;
  const site = request.headers['sec-fetch-site'];
  if (origin !== undefined) {
    const host = originHost(origin);
    if (!host || merchantForHost(sandbox, host) !== state)
      throw refused(`Origin: "${origin}" is not a site of merchant ${state.merchant.merchantCode}`);
  } else if (typeof site === 'string' && FOREIGN_SITES.has(site)) {
    throw refused(`Sec-Fetch-Site: "${site}": sent by another site's page`);
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const preflighted = !SIMPLE_TYPES.has(type) || PROTOCOL_HEADERS.some((name) => request.headers[name] !== undefined);
  if (!preflighted && !BEACON_PATHS.has(path))
    throw refused(
      `Content-Type: "${type}" without a PROTOCOL.md header (Merchant ...): a page of another site can send that`,
    );
}
