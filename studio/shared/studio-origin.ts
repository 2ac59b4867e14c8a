// What tells the studio's own page apart from everything else on its port. Its page and API answer at the
// loopback names ops open (localhost, 127.0.0.1, [::1]); the merchants' sites are previewed at
// <code>.localhost, other origins, so nothing a preview runs can read the studio's page or call its API as it;
// and the page holds a secret that every change carries. Shared by the server, the studio's page and the
// previews' agent (browser code): no Node imports.

/** A Host header of the studio: a loopback name itself (no subdomain), with an optional port. */
const STUDIO_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;

export function isStudioHost(host: string | undefined): boolean {
  return host !== undefined && STUDIO_HOST.test(host);
}

/** The port a Host header names ('' for none). */
export const portOf = (host: string) => /:(\d{1,5})$/.exec(host)?.[1] ?? '';

/**
 * The origins the studio's page may have on `port` ('' for none): those that may frame the previews and send
 * them the draft. [::1] is left out: the studio listens on 127.0.0.1 only, and CSP names no IPv6 address.
 */
export const studioOrigins = (port: string) =>
  ['localhost', '127.0.0.1'].map((name) => `http://${name}${port ? `:${port}` : ''}`);

/** The request header that carries the studio page's secret on every change. */
export const TOKEN_HEADER = 'x-studio-token';

/** The meta element of the studio's page that holds the secret. */
export const TOKEN_META = 'studio-token';
