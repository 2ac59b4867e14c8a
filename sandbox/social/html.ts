// What the providers' stand-in pages share: escaping, one plain page shell and form-encoded bodies.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page (no scripts, no external assets) in the provider's colour. */
export function providerPage(title: string, colour: string, main: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f4f6f8;color:#111;display:flex;min-height:100vh;align-items:center;justify-content:center}main{background:#fff;padding:1.5rem;border-radius:.75rem;max-width:22rem;width:100%;box-shadow:0 1px 6px #0002}label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem}button{margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:.5rem;background:${colour};color:#fff}button[value=cancel]{background:#666}</style>
<body><main>${main}</main></body></html>`;
}

/**
 * What every sandbox page sends with it (they are served on merchant origins): nothing runs but the page's own
 * inline scripts, named by hash; nothing loads from elsewhere; no sniffing; no full address in Referer abroad.
 */
function pageSecurityHeaders(
  scripts: readonly string[] = [],
  frameAncestors?: readonly string[],
): Record<string, string> {
  const hashes = scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${hashes.join(' ') || "'none'"}`,
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      ...(frameAncestors ? [`frame-ancestors ${frameAncestors.join(' ')}`] : []),
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin',
  };
}

/**
 * Sends a page (with the inline scripts it runs); a provider's error page is a 400 naming the parameter.
 * `frameAncestors`: the sites that may frame it (a game page); any site when left out.
 */
export const sendPage = (
  reply: FastifyReply,
  html: string,
  status = 200,
  scripts: readonly string[] = [],
  frameAncestors?: readonly string[],
) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .headers(pageSecurityHeaders(scripts, frameAncestors))
    .send(html);

export const errorPage = (reply: FastifyReply, provider: string, colour: string, problem: string) =>
  sendPage(
    reply,
    providerPage(`${provider}: bad request`, colour, `<h1>Bad request</h1><p role="alert">${escapeHtml(problem)}</p>`),
    400,
  );

/** HTML forms post application/x-www-form-urlencoded; only the stand-in pages accept it. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** One string field of a query or form body (the first, if repeated). */
export function field(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** `url` is an absolute URL on `origin` (the request's own origin). */
export function onOrigin(url: string, origin: string): boolean {
  return URL.parse(url)?.origin === origin;
}
