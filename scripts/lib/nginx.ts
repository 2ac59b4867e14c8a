// A ready nginx configuration for the built sites, translated from each site's `_headers` (the one
// source of its caching and security rules), for operators who serve the sites with nginx instead of a CDN.
//
// dist/nginx/ (outside every site root, so it is never uploaded or served):
//   sites.conf        include inside http {}: the upstream and every merchant's server block
//   <code>.conf       one server block per merchant: domains, root, routes, headers, precompressed files,
//                     404 page, /wps proxy (merchants without api.baseUrl); <code>.security.conf its security headers
//   default-server.conf  the server of every other host (sites.conf includes it first), which closes the connection
//   listen.conf       what each server listens on (port 80; add TLS here)
//   upstream.conf     the operator API behind /wps for merchants without api.baseUrl (the sandbox's port)
//   compression.conf  gzip_static and brotli_static (the latter needs nginx's brotli static module)
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isImmutable, parseHeadersFile, pathCovers, pathsOverlap, type HeaderRule } from '../../sandbox/cdn-headers';
import { DEFAULT_SERVER_FILE, INCLUDE_PREFIX, NGINX_DIR, SITES_FILE, sitesConf } from './nginx-sites';

export { DEFAULT_SERVER_FILE, INCLUDE_PREFIX };
const UPSTREAM = 'wps_api';
const SANDBOX_PORT = 4321;

type NginxMerchant = { code: string; name: string; domains: string[]; api: { baseUrl: string } };

// eslint-disable-next-line no-control-regex -- what must never reach a configuration file: C0 and C1 controls, DEL
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
// Site paths as `_headers` writes them: no quote, space, brace, semicolon or "$" that nginx would read.
const SITE_PATH = /^\/[\w.~@+,=:*/-]*$/;
const NOT_FOUND_PAGE = '/404.html';
// nginx's ETag and Last-Modified are made of size and mtime, which a new build can leave equal (deploys that
// normalise mtimes): a file that keeps its URL sends neither and ignores If-Modified-Since (an edge or browser
// may hold one from before), so a revalidation always gets its bytes. Hashed names keep nginx's validators.
const NO_VALIDATORS = ['    etag off;', '    if_modified_since off;', '    add_header Last-Modified "";'];

/**
 * An nginx string: double-quoted, backslashes and quotes escaped. nginx has no escape for "$" (it would
 * expand a variable, or fail the configuration), so a value with one is refused, as is a control character.
 * @param what named in the error
 */
function quoted(value: string, what: string) {
  const text = String(value);
  if (new RegExp(CONTROL.source).test(text)) throw new Error(`${what} has a control character`);
  if (text.includes('$'))
    throw new Error(`${what} has a "$", which nginx would read as a variable (it has no escape for it)`);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

function checked<T extends string>(value: T, shape: RegExp, what: string) {
  if (!shape.test(value)) throw new Error(`${what} ${JSON.stringify(value)} cannot go into nginx's configuration`);
  return value;
}

/** @param text a merchant's name, for a comment: one line, whatever it holds */
const commentText = (text: string) =>
  String(text)
    .replace(CONTROL, ' ')
    .replace(/[\u2028\u2029]/g, ' ');

/** A PCRE for a `_headers` path: `:name` one segment, `*` the rest (as sandbox/cdn-headers.ts matches it). */
function pathRegex(sitePath: string) {
  const parts = sitePath
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'));
  return `^${parts.join('.*')}$`;
}

type Header = { name: string; value: string; always: boolean; security: boolean };

const everywhere = (rule: HeaderRule) => pathCovers(rule.path, '/*');

/**
 * The headers of these rules in file order, detached names removed (sandbox/cdn-headers.ts mergeRules); the
 * catch-all's (the security headers) go on every answer, errors included (`always`), the others on successes
 * and redirects only, so no caching rule of a path reaches its error page.
 */
function merged(rules: HeaderRule[]): Header[] {
  return rules.reduce((headers: Header[], rule) => {
    const detached = new Set(rule.detach.map((name) => name.toLowerCase()));
    return [
      ...headers.filter(({ name }) => !detached.has(name.toLowerCase())),
      ...rule.headers.map(([name, value]) => ({ name, value, always: everywhere(rule), security: everywhere(rule) })),
    ];
  }, []);
}

/**
 * The locations of a site's rules. nginx answers a request from one location and drops inherited add_header
 * lines in a location with its own, so each location carries the headers of every rule that matches its
 * paths: an exact path (`location =`, which nginx prefers) those of every rule matching it; a pattern those of
 * every pattern covering it, before the patterns that cover it (regex locations are tried in order); other
 * paths (`location /`) the catch-all's. Two patterns that overlap without one covering the other cannot be
 * told apart by one location, and are refused.
 */
function locations(rules: HeaderRule[]): { match: string; rules: HeaderRule[]; path?: string }[] {
  for (const rule of rules) checked(rule.path, SITE_PATH, 'the _headers path');
  const isPattern = (sitePath: string) => /[*:]/.test(sitePath);
  const exact = [...new Set([...rules.map((rule) => rule.path).filter((p) => !isPattern(p)), NOT_FOUND_PAGE])];
  const patterns = [...new Set(rules.map((rule) => rule.path).filter((p) => isPattern(p) && p !== '/*'))];
  const patternRules = rules.filter((rule) => isPattern(rule.path));
  for (const [index, a] of patterns.entries())
    for (const b of patterns.slice(index + 1))
      if (pathsOverlap(a, b) && !pathCovers(a, b) && !pathCovers(b, a))
        throw new Error(`the _headers paths ${a} and ${b} overlap, which one nginx location cannot express`);
  const covering = (sitePath: string) => patternRules.filter((rule) => pathCovers(rule.path, sitePath));
  return [
    ...exact.map((sitePath) => ({
      match: `= ${sitePath}`,
      path: sitePath,
      rules: rules.filter((rule) => rule.pattern.test(sitePath)),
    })),
    ...patterns
      .map((sitePath) => ({ match: `~ ${pathRegex(sitePath)}`, rules: covering(sitePath) }))
      .sort((a, b) => b.rules.length - a.rules.length),
    { match: '/', rules: rules.filter(everywhere) },
  ];
}

/** add_header lines (a Content-Type rule sets the type instead, as add_header would send it twice). */
function headerLines(headers: Header[], indent: string) {
  return headers.map(({ name, value, always }) => {
    const where = `the header ${name}`;
    return name.toLowerCase() === 'content-type'
      ? `${indent}types { } default_type ${quoted(value, where)};`
      : `${indent}add_header ${checked(name, HEADER_NAME, 'the header name')} ${quoted(value, where)}${always ? ' always' : ''};`;
  });
}

/**
 * The headers of every path ("/*"), on every answer, errors included.
 * @param headersText the site's `_headers`
 */
export function nginxSecurityHeaders(headersText: string) {
  return [...headerLines(merged(parseHeadersFile(headersText).filter(everywhere)), ''), ''].join('\n');
}

interface ServerInput {
  merchant: NginxMerchant;
  siteRoot: string;
  headersText: string;
}

/**
 * One merchant's server block. Refuses (throws, naming the merchant) anything nginx would read as more than
 * a value: a host that is no plain host name, a "$" or a control character in a value or path.
 */
export function nginxServer(input: ServerInput) {
  try {
    return serverBlock(input);
  } catch (error) {
    throw new Error(`merchants/${input.merchant.code}: nginx: ${(error as Error).message}`, { cause: error });
  }
}

function serverBlock({ merchant, siteRoot, headersText }: ServerInput) {
  const code = checked(merchant.code, HOST_LABEL, 'the merchant code');
  const hosts = [...merchant.domains, `${code}.localhost`].map((host) => checked(host, HOST_NAME, 'the domain'));
  const ownApi = Boolean(merchant.api.baseUrl);
  const rules = parseHeadersFile(headersText);
  // The lines of <code>.security.conf (nginxSecurityHeaders), refused here already, naming the merchant.
  headerLines(merged(rules.filter(everywhere)), '');
  const security = `include ${INCLUDE_PREFIX}/${code}.security.conf;`;
  const location = ({ match, rules, path: sitePath }: { match: string; rules: HeaderRule[]; path?: string }) => {
    let headers = merged(rules);
    // The branded 404 page answers every missing path: revalidated, whatever the path's own rule says.
    if (sitePath === NOT_FOUND_PAGE)
      headers = [
        ...headers.filter(({ name }) => name.toLowerCase() !== 'cache-control'),
        { name: 'Cache-Control', value: 'no-cache', always: true, security: false },
      ].map((header) => ({ ...header, always: true }));
    const includesSecurity = rules.some(everywhere) && !rules.some((rule) => rule.detach.length);
    const own = includesSecurity ? headers.filter((header) => !header.security) : headers;
    return [
      `  location ${match} {`,
      ...(includesSecurity ? [`    ${security}`] : []),
      ...headerLines(own, '    '),
      ...(isImmutable(headers.map(({ name, value }) => [name, value] as const)) ? [] : NO_VALIDATORS),
      '    try_files $uri $uri.html $uri/ =404;',
      '  }',
    ];
  };
  return [
    `# ${commentText(merchant.name)} (${code}): generated by npm run build from ${code}/_headers; do not edit.`,
    'server {',
    `  include ${INCLUDE_PREFIX}/listen.conf;`,
    `  server_name ${hosts.join(' ')};`,
    `  root ${quoted(siteRoot, 'the site root')};`,
    '  index index.html;',
    '  charset utf-8;',
    // "Location: /m/" for /m, on whatever scheme, host and port the player used.
    '  absolute_redirect off;',
    `  include ${INCLUDE_PREFIX}/compression.conf;`,
    `  error_page 404 ${NOT_FOUND_PAGE};`,
    // A folder without an index page (/m/_astro/) is missing, as on a CDN, not forbidden.
    `  error_page 403 =404 ${NOT_FOUND_PAGE};`,
    // The CDN's own file and the precompressed copies (sent by gzip_static / brotli_static) are no pages.
    '  location ~ (?:^/_headers|\\.br|\\.gz)$ {',
    '    return 404;',
    '  }',
    ...locations(rules).flatMap(location),
    // With api.baseUrl the app calls that origin itself: no proxy, so nginx never resolves the API's host
    // (a host it cannot resolve at start would stop every merchant's server).
    ...(ownApi
      ? []
      : [
          '  location ^~ /wps/ {',
          `    proxy_pass http://${UPSTREAM};`,
          '    proxy_set_header Host $host;',
          '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
          '    proxy_set_header X-Forwarded-Proto $scheme;',
          '  }',
        ]),
    '}',
    '',
  ].join('\n');
}

/** The files every server shares, written once and kept (an operator's edits survive rebuilds). */
export const SHARED_FILES = {
  'listen.conf':
    '# Where every merchant server listens. For https add: listen 443 ssl; http2 on; and the certificates.\nlisten 80;\n',
  'upstream.conf': `# The operator API behind /wps for merchants without api.baseUrl (here: the sandbox of npm start).\nupstream ${UPSTREAM} {\n  server 127.0.0.1:${SANDBOX_PORT};\n}\n`,
  [DEFAULT_SERVER_FILE]: [
    "# The server of every host that is no merchant's. sites.conf includes it before the merchants' servers,",
    '# so it is the default server',
    '# of each address of listen.conf, unless another server of this nginx claims default_server there (as',
    "# Debian's sites-enabled/default does). 444 closes the connection unanswered; over https the handshake is",
    "# refused, so no merchant's certificate is shown to a host that is not its own.",
    'server {',
    `  include ${INCLUDE_PREFIX}/listen.conf;`,
    '  server_name _;',
    '  ssl_reject_handshake on;',
    '  return 444;',
    '}',
    '',
  ].join('\n'),
  'compression.conf':
    '# The build writes .br and .gz beside every text file; nginx sends them as they are.\n' +
    '# brotli_static needs the brotli static module (Debian: libnginx-mod-http-brotli-static); without it, remove that line.\n' +
    'gzip_static on;\ngzip_vary on;\nbrotli_static on;\n',
};

/**
 * Writes the server blocks of `merchants` (each from its built site in outDir) and sites.conf listing every
 * merchant whose site is in outDir; blocks of merchants no longer built are removed.
 * @param options siteRootBase: where the sites will live on the nginx machine (default: outDir itself)
 */
export async function writeNginxConfigs({
  outDir,
  merchants,
  siteRootBase = outDir,
}: {
  outDir: string;
  merchants: NginxMerchant[];
  siteRootBase?: string;
}) {
  const dir = path.join(outDir, NGINX_DIR);
  await mkdir(dir, { recursive: true });
  for (const merchant of merchants) {
    if (`${merchant.code}.conf` in SHARED_FILES || `${merchant.code}.conf` === SITES_FILE)
      throw new Error(`merchants/${merchant.code}: nginx: the code is the name of a shared file of dist/${NGINX_DIR}/`);
    const headersText = await readFile(path.join(outDir, merchant.code, '_headers'), 'utf8');
    await writeFile(
      path.join(dir, `${merchant.code}.conf`),
      nginxServer({ merchant, siteRoot: path.resolve(siteRootBase, merchant.code), headersText }),
    );
    await writeFile(path.join(dir, `${merchant.code}.security.conf`), nginxSecurityHeaders(headersText));
  }
  for (const [name, text] of Object.entries(SHARED_FILES))
    if (!existsSync(path.join(dir, name))) await writeFile(path.join(dir, name), text);
  const perMerchant = (await readdir(dir)).filter(
    (name) => name.endsWith('.conf') && !(name in SHARED_FILES) && name !== SITES_FILE,
  );
  const live: string[] = [];
  for (const name of perMerchant.sort()) {
    const code = name.replace(/(\.security)?\.conf$/, '');
    if (!existsSync(path.join(outDir, code, '_headers'))) await rm(path.join(dir, name));
    else if (!name.endsWith('.security.conf')) live.push(code);
  }
  await writeFile(path.join(dir, SITES_FILE), sitesConf(live));
  return live.length;
}
