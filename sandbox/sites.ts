// Serves each built merchant site by Host: <code>.localhost and every domain in its merchant.json.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { headersFor, isImmutable, parseHeadersFile, type HeaderRule } from './cdn-headers';
import { readStrictJson } from '../src/build/read-json';

export interface Site {
  code: string;
  name: string;
  root: string;
  domains: string[];
  readonly headers: HeaderRule[];
}

export interface SitesOptions {
  distDir: string;
  merchantsDir: string;
}

const LOCAL_SUFFIX = '.localhost';
const NOT_FOUND_PAGE = '404.html';

/**
 * A merchant's site once its build is in distDir (a build publishes a whole release at once). Its headers are
 * read again when a new release brings a new `_headers` (a code release changes the CSP's script hashes).
 */
export function builtSite(
  distDir: string,
  merchant: { code: string; name?: string | undefined; domains?: string[] | undefined },
): Site | undefined {
  const root = path.join(distDir, merchant.code);
  if (!existsSync(path.join(root, 'm'))) return undefined;
  const headersFile = path.join(root, '_headers');
  let read: { version: string; rules: HeaderRule[] } | undefined;
  return {
    code: merchant.code,
    name: merchant.name ?? merchant.code,
    root,
    domains: merchant.domains ?? [],
    get headers() {
      const stat = statSync(headersFile, { throwIfNoEntry: false });
      const version = stat ? `${stat.ino}-${stat.size}-${stat.mtimeMs}` : 'none';
      if (read?.version !== version)
        read = { version, rules: stat ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [] };
      return read.rules;
    },
  };
}

/** Every built site in distDir, with the domains its merchant settings list. */
export function loadSites({ distDir, merchantsDir }: SitesOptions): Site[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.') && existsSync(path.join(distDir, entry.name, 'm')),
    )
    .flatMap((entry) => {
      const settingsFile = path.join(merchantsDir, entry.name, 'merchant.json');
      // A file broken since the build (the studio serves while ops fix it): the site by its code's host only.
      const settings = existsSync(settingsFile)
        ? ((readStrictJson(readFileSync(settingsFile, 'utf8')).value ?? {}) as { name?: string; domains?: string[] })
        : {};
      return builtSite(distDir, { ...settings, code: entry.name }) ?? [];
    });
}

/** Which site (or merchant: anything with a code and domains) a host name belongs to; a port is ignored. */
export function siteForHost<T extends { code: string; domains: readonly string[] }>(
  sites: readonly T[],
  hostname: string,
): T | undefined {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return sites.find((site) => `${site.code}${LOCAL_SUFFIX}` === host || site.domains.includes(host));
}

/** The file a path names, as CDNs resolve it: `/` and `/dir/` to index.html, `/m/home` to m/home.html. */
function sitePath(root: string, pathname: string): string {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  const full = path.join(root, pathname);
  if (!path.extname(pathname) && existsSync(`${full}.html`)) return `${pathname}.html`;
  if (existsSync(full) && statSync(full).isDirectory()) return `${pathname}/index.html`;
  return pathname;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function merchantIndex(sites: Site[], port: string): string {
  const items = sites
    .map(
      (site) =>
        `<li><a href="http://${site.code}${LOCAL_SUFFIX}${port}/m/home">${escapeHtml(site.name)}</a> <small>${escapeHtml(site.code)} &middot; ${site.domains.map(escapeHtml).join(', ')}</small></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Merchant sites</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>Merchant sites</h1><ul>${items || '<li>No site is built yet: run npm run build.</li>'}</ul></body></html>`;
}

/** The site's branded 404 page, as CDNs and the generated nginx configuration answer a missing path. */
function notFound(site: Site, reply: FastifyReply) {
  const page = path.join(site.root, NOT_FOUND_PAGE);
  reply.code(404);
  return existsSync(page)
    ? reply.type('text/html; charset=utf-8').send(readFileSync(page))
    : reply.type('text/plain').send('Not found');
}

// An error page is never cached for a year, nor kept: as the generated nginx configuration answers, an error
// carries no caching header of its path's rule but is revalidated; the security headers stay.
async function revalidateErrors(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode >= 400) reply.header('cache-control', 'no-cache');
  return payload;
}

/** `sites` is the live list: a site built while the server runs is added to it (late-merchants.ts). */
export async function registerSites(app: FastifyInstance, options: SitesOptions, sites: Site[]): Promise<void> {
  await app.register(fastifyStatic, { root: options.distDir, serve: false, preCompressed: true });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const hostname = request.hostname.replace(/:\d+$/, '');
    const site = siteForHost(sites, hostname);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://site').pathname);
    } catch {
      return reply
        .code(400)
        .send({ success: false, errorCode: 'bad.request', message: 'path: malformed percent-encoding' });
    }
    if (!site) {
      if ((hostname === 'localhost' || hostname === '127.0.0.1') && pathname === '/') {
        const port = request.host.match(/:\d+$/)?.[0] ?? '';
        return reply.type('text/html; charset=utf-8').send(merchantIndex(sites, port));
      }
      return reply.code(404).send({
        success: false,
        errorCode: 'unknown.host',
        message: `No merchant site is served at host "${hostname}"`,
      });
    }
    const headers = headersFor(site.headers, pathname);
    for (const [name, value] of headers) reply.header(name, value);
    const file = sitePath(site.root, pathname);
    const hidden = pathname.split('/').some((part) => part.startsWith('.') || part === '_headers');
    if (hidden || !existsSync(path.join(site.root, file))) return notFound(site, reply);
    // As CDNs and nginx's gzip_static / brotli_static: the build's .br or .gz when the client accepts it.
    reply.header('vary', 'Accept-Encoding');
    // @fastify/static's ETag and Last-Modified are made of size and mtime, which a new build can leave equal:
    // only a hashed name keeps them; every other file has none, so a revalidation always gets its bytes.
    const validators = isImmutable(headers);
    return reply.sendFile(file, site.root, {
      cacheControl: false,
      dotfiles: 'deny',
      etag: validators,
      lastModified: validators,
    });
  };
  app.get('/*', { onSend: revalidateErrors }, serve);
}
