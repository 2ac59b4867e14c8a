// The part of dist/nginx/ that needs no site's `_headers`: its names, sites.conf (which includes every
// merchant's server block) and reading a server block's root back. Node's own modules only: the CI merge
// (merge-shards.ts) runs with tsx alone, no npm ci, and writes the merged sites.conf with this; nginx.ts,
// which translates `_headers` with the sandbox's parser, writes a build's sites.conf with it too.

/** The folder of dist/ that holds the nginx configuration (outside every site root). */
export const NGINX_DIR = 'nginx';
/** Where the generated files sit relative to nginx's configuration folder (`include merchant-sites/sites.conf;`). */
export const INCLUDE_PREFIX = 'merchant-sites';
/** The file an operator includes inside http {}. */
export const SITES_FILE = 'sites.conf';

/** The server of every host that is no merchant's (written by nginx.ts); first, so it is each address's default. */
export const DEFAULT_SERVER_FILE = 'default-server.conf';

/** sites.conf: the default server, the upstream, then one merchant's server block (`<code>.conf`) per code. */
export function sitesConf(codes: string[]) {
  return [
    `# Include inside http {}: include ${INCLUDE_PREFIX}/${SITES_FILE}; (copy dist/${NGINX_DIR}/ to <nginx conf dir>/${INCLUDE_PREFIX}/)`,
    `include ${INCLUDE_PREFIX}/${DEFAULT_SERVER_FILE};`,
    `include ${INCLUDE_PREFIX}/upstream.conf;`,
    ...[...codes].sort().map((code) => `include ${INCLUDE_PREFIX}/${code}.conf;`),
    '',
  ].join('\n');
}

/**
 * The code of the merchant a file of dist/nginx/ belongs to (`<code>.conf`, `<code>.<part>.conf`), or
 * undefined for a file every server shares (listen.conf, upstream.conf ...). Codes are host labels: no dots.
 * @param name the file's name
 * @param codes the merchants of the build
 */
export function merchantOfFile(name: string, codes: Iterable<string>) {
  const [first = '', ...rest] = name.split('.');
  return rest.length && new Set(codes).has(first) ? first : undefined;
}

/**
 * The `root "<path>";` of a server block as nginx.ts writes it (a double-quoted nginx string), or undefined.
 * @param text a `<code>.conf`
 */
export function serverRoot(text: string) {
  const match = /^\s*root\s+"((?:[^"\\]|\\.)*)";/m.exec(text);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}
