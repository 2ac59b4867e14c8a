import { z } from 'zod';
import { controlCharacterProblem, quote } from './primitives';

// Issue 27 item 4: the game vendors whose games open inside the app. Each origin enters the merchant's
// Content-Security-Policy as a frame source, its Permissions-Policy and the page's JSON, so it is refused
// here unless it is one plain source in every one of them.

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** https://host[:port]; the first label may be CSP's subdomain wildcard, with two labels or more after it. */
const HTTPS_ORIGIN = new RegExp(`^https://(?:\\*\\.(?=${LABEL}\\.${LABEL}))?${LABEL}(?:\\.${LABEL})*(?::[0-9]{1,5})?$`);
/** A stand-in on this machine (the sandbox's vendor host): http://localhost or http://<name>.localhost, any port. */
const LOOPBACK_ORIGIN = new RegExp(`^http://(?:${LABEL}\\.)*localhost(?::(?:[0-9]{1,5}|\\*))?$`);
// Characters that end a source or a directive of the policy, or a string of the Permissions-Policy.
const POLICY_BREAK = /[\s'";,]/;
const EXAMPLE = '"https://games.vendor.example"';

/** A loopback stand-in origin: demo and test builds only (src/build/build-env.ts leaves it out elsewhere). */
export const isLoopbackFrameOrigin = (origin: string) => LOOPBACK_ORIGIN.test(origin);

/** What is wrong with `value` as a frame origin, or undefined when nothing is. */
export function frameOriginProblem(value: string): string | undefined {
  const control = controlCharacterProblem(value);
  if (control) return `must not contain control characters; found ${control}`;
  const bad = POLICY_BREAK.exec(value)?.[0];
  if (bad)
    return `${quote(bad)} would end a source of the Content-Security-Policy; give one origin per entry, like ${EXAMPLE}, got ${quote(value)}`;
  if (!/^https?:\/\//i.test(value)) return `must be an https origin like ${EXAMPLE}, got ${quote(value)}`;
  if (value !== value.toLowerCase())
    return `must be written in lower case, as browsers write origins, got ${quote(value)}`;
  const authority = value.slice(value.indexOf('//') + 2);
  if (/[/?#\\]/.test(authority))
    return `must be an origin only, without a path, query or "/" at the end, got ${quote(value)}`;
  if (authority.includes('@')) return `must not carry user info, got ${quote(value)}`;
  if (value.startsWith('http:') && !isLoopbackFrameOrigin(value))
    return `must be https: the site is https and browsers block a plain-http frame on it (only a stand-in on this machine, like "http://games.localhost:*", may be http), got ${quote(value)}`;
  if (Number(/:([0-9]+)$/.exec(authority)?.[1] ?? 1) > 65535) return `has no such port, got ${quote(value)}`;
  if (isLoopbackFrameOrigin(value)) return undefined;
  if (authority.includes('*') && !HTTPS_ORIGIN.test(value))
    return `"*" may only stand for the first label of the host, with the vendor's domain after it (like "https://*.vendor.example"), and never for the port, got ${quote(value)}`;
  if (!HTTPS_ORIGIN.test(value))
    return `is not an origin like ${EXAMPLE} (a host name of letters, digits, "-" and ".", an optional :port), got ${quote(value)}`;
  // "https://a.example:443" or "https://1.2.3.04": the browser writes another origin than the setting names.
  const plain = value.replace('://*.', '://x.');
  let written: string;
  try {
    written = new URL(plain).origin;
  } catch {
    return `is not a valid origin, got ${quote(value)}`;
  }
  if (written !== plain)
    return `is written by browsers as ${quote(written.replace('://x.', '://*.'))}; write that instead, got ${quote(value)}`;
  return undefined;
}

const frameOrigin = z.string().superRefine((value, ctx) => {
  const problem = frameOriginProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

const frameSchema = z.strictObject({
  origins: z
    .array(frameOrigin)
    .max(20, { error: 'lists more than 20 origins; the policy header has to stay short' })
    .superRefine((list, ctx) => {
      list.forEach((origin, index) => {
        if (list.indexOf(origin) !== index)
          ctx.addIssue({ code: 'custom', path: [index], message: `"${origin}" is listed twice` });
      });
    })
    .default([])
    .describe(
      'Origins of the game URLs (value.gameUrl of a launch) that open inside the app, under its header and a bar with Back, instead of replacing it; any other game leaves for its URL. Each is an https origin ("https://games.vendor.example", or "https://*.vendor.example" for its subdomains) that enters this merchant\'s Content-Security-Policy as a frame source; list every origin the game\'s launch redirects through. A loopback stand-in ("http://games.localhost:*") ships in demo and test builds only. Empty: no game opens inside the app.',
    ),
});

/** How launched games open (SPEC 4 "Game launch"). */
export const gamesSchema = z.strictObject({
  frame: frameSchema.prefault({}).describe('Games that open inside the app (SPEC 2 "a third-party game frame").'),
});
