// The nginx server block translated from a site's `_headers` (the real nginx over built sites:
// tests/e2e/nginx.spec.ts); here also `nginx -t` over values that try to escape their string or comment.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import type { Merchant } from '@/config/schema/merchant';
import { securityHeaders } from '@/build/security-headers';
import {
  DEFAULT_SERVER_FILE,
  INCLUDE_PREFIX,
  SHARED_FILES,
  nginxSecurityHeaders,
  nginxServer,
} from '../../scripts/lib/nginx';
import { headersFile } from '../../scripts/lib/site-files';
import { NGINX, nginxConfig, nginxTest } from './nginx-harness';

const [luckystar, saigonlotto] = loadMerchants('merchants', ['luckystar', 'saigonlotto']).merchants as [
  Merchant,
  Merchant,
];
const headersText = headersFile(securityHeaders(luckystar, ['sha256-abc=']));
const server = nginxServer({ merchant: luckystar, siteRoot: '/srv/sites/luckystar', headersText });
/** The body of the location written as `location <match> {`. */
const locationOf = (block: string, match: string) => {
  const start = block.indexOf(`  location ${match} {\n`);
  expect(start, match).toBeGreaterThan(-1);
  return block.slice(start, block.indexOf('  }\n', start) + 4);
};
/** A `_headers` with these security headers (the catch-all) and the build's caching rules. */
const withSecurity = (security: [string, string][]) => headersFile(security);

describe('nginx server block', () => {
  it("serves the merchant's domains and its local name from the site root", () => {
    expect(server).toContain('  server_name luckystar.example m.luckystar.example luckystar.localhost;\n');
    expect(server).toContain('  root "/srv/sites/luckystar";\n');
    expect(server).toContain('  error_page 404 /404.html;\n');
    expect(server).toContain('  absolute_redirect off;\n');
  });

  it('keeps the caching rules of _headers, placeholders as one-segment regexes, and the security headers in every location', () => {
    expect(locationOf(server, '~ ^/m/_astro/[^/]+$')).toContain(
      '    include merchant-sites/luckystar.security.conf;\n    add_header Cache-Control "public, max-age=31536000, immutable";\n',
    );
    for (const match of ['= /', '~ ^/[^/]+$', '~ ^/m/[^/]+$', '~ ^/m/member/[^/]+$', '~ ^/m/icons/[^/]+$'])
      expect(locationOf(server, match), match).toContain('add_header Cache-Control "no-cache";');
    expect(locationOf(server, '/')).not.toContain('Cache-Control');
    const locations = server.match(/ {2}location (?!\^~ \/wps|~ \(\?:\^\/_headers)/g)!.length;
    expect(server.match(/include merchant-sites\/luckystar\.security\.conf;/g)).toHaveLength(locations);
  });

  it('gives an exact path the headers of every rule that matches it (one location answers a request)', () => {
    expect(locationOf(server, '= /m/sw.js')).toContain(
      '    add_header Cache-Control "no-cache";\n    add_header Service-Worker-Allowed "/m/";\n',
    );
    const manifest = locationOf(server, '= /m/manifest.webmanifest');
    expect(manifest).toContain('add_header Cache-Control "no-cache";');
    expect(manifest).toContain('types { } default_type "application/manifest+json";');
  });

  it('gives every location but the hashed files no mtime validators (issue 41), the catch-all and 404 page included', () => {
    const noValidators = '    etag off;\n    if_modified_since off;\n    add_header Last-Modified "";\n    try_files';
    expect(locationOf(server, '~ ^/m/_astro/[^/]+$')).not.toMatch(/etag|if_modified_since|Last-Modified/);
    const matches = [...server.matchAll(/^ {2}location (.+) \{\n {4}(?:include|add_header|types)/gm)].map((m) => m[1]!);
    expect(matches).toContain('= /m/sw.js');
    expect(matches).toContain('= /404.html');
    expect(matches).toContain('/');
    for (const match of matches.filter((m) => m !== '~ ^/m/_astro/[^/]+$'))
      expect(locationOf(server, match), match).toContain(noValidators);
  });

  it('puts the more specific pattern first, and refuses patterns that overlap without one covering the other', () => {
    const text = `/*\n  X-A: 1\n/m/*\n  X-B: 2\n/m/:page\n  X-C: 3\n`;
    const block = nginxServer({ merchant: luckystar, siteRoot: '/srv/x', headersText: text });
    const page = block.indexOf('location ~ ^/m/[^/]+$');
    expect(page).toBeLessThan(block.indexOf('location ~ ^/m/.*$'));
    expect(locationOf(block, '~ ^/m/[^/]+$')).toContain('add_header X-B "2";\n    add_header X-C "3";');
    expect(() =>
      nginxServer({
        merchant: luckystar,
        siteRoot: '/srv/x',
        headersText: `/:dir/home\n  X-A: 1\n/m/:page\n  X-B: 2\n`,
      }),
    ).toThrow('merchants/luckystar: nginx: the _headers paths /:dir/home and /m/:page overlap');
  });

  it('answers a missing path with the branded 404 page, revalidated, and hides _headers and the precompressed copies', () => {
    expect(server).toContain('  error_page 403 =404 /404.html;\n');
    expect(locationOf(server, '= /404.html')).toContain(
      '    include merchant-sites/luckystar.security.conf;\n    add_header Cache-Control "no-cache" always;\n',
    );
    expect(locationOf(server, '~ (?:^/_headers|\\.br|\\.gz)$')).toContain('    return 404;\n');
  });

  it('sends the security headers on errors too', () => {
    const security = nginxSecurityHeaders(headersText);
    expect(security).toMatch(/^add_header Content-Security-Policy "[^"\n]*'sha256-abc='[^"\n]*" always;$/m);
    expect(
      security
        .trim()
        .split('\n')
        .every((line) => line.endsWith(' always;')),
    ).toBe(true);
  });

  it('proxies /wps to the operator upstream; with api.baseUrl the app calls the API itself, and nginx has no proxy to resolve', () => {
    expect(server).toContain('  location ^~ /wps/ {\n    proxy_pass http://wps_api;\n    proxy_set_header Host $host;');
    const remote = nginxServer({
      merchant: { ...luckystar, api: { baseUrl: 'https://api.operator.example' } },
      siteRoot: '/srv/x',
      headersText,
    });
    expect(remote).not.toContain('/wps');
    expect(remote).not.toContain('proxy_');
  });

  it('gives the device-id sync page the headers of every other page: no rule of its own', () => {
    const text = headersFile(securityHeaders(saigonlotto, ['sha256-abc=']));
    const block = nginxServer({ merchant: saigonlotto, siteRoot: '/srv/sites/saigonlotto', headersText: text });
    expect(block).not.toContain('device-sync');
    expect(text).not.toMatch(/^\s*!/m);
  });
});

describe('nginx: values that try to be more than a value', () => {
  const serverWith = (overrides: Partial<Merchant>, text = headersText) =>
    nginxServer({ merchant: { ...luckystar, ...overrides }, siteRoot: '/srv/sites/luckystar', headersText: text });

  it('refuses a "$" in a header value: nginx would expand $host (it has no escape for "$")', () => {
    expect(() =>
      serverWith({}, withSecurity([['Content-Security-Policy', "script-src 'self' https://$host"]])),
    ).toThrow('merchants/luckystar: nginx: the header Content-Security-Policy has a "$"');
    expect(() => nginxSecurityHeaders(withSecurity([['X-Test', 'a$b']]))).toThrow('has a "$"');
  });

  it('refuses control characters in values and in the site root, and names that are no plain host name', () => {
    expect(() => serverWith({}, '/*\n  X-Test: a\u0007b\n')).toThrow('the header X-Test has a control character');
    expect(() => nginxServer({ merchant: luckystar, siteRoot: '/srv/a\nb', headersText })).toThrow(
      'the site root has a control character',
    );
    for (const domain of ['evil.example;', 'a b.example', 'x.example\n}', '*.example', 'host.example:80'])
      expect(() => serverWith({ domains: [domain] }), domain).toThrow(
        `merchants/luckystar: nginx: the domain ${JSON.stringify(domain)} cannot go into nginx's configuration`,
      );
    // api.baseUrl never reaches nginx: the app calls it, nothing is proxied.
    expect(serverWith({ api: { baseUrl: 'https://api.example";evil' } as Merchant['api'] })).not.toContain('evil');
  });

  it('escapes quotes and backslashes in strings', () => {
    const block = serverWith({}, withSecurity([['X-Test', 'say "hi" \\ bye']]));
    expect(nginxSecurityHeaders(withSecurity([['X-Test', 'say "hi" \\ bye']]))).toContain(
      'add_header X-Test "say \\"hi\\" \\\\ bye" always;',
    );
    expect(block).toContain('root "/srv/sites/luckystar";');
  });

  it('keeps a merchant name with line breaks inside its one comment line', () => {
    const block = serverWith({ name: 'Evil\n} server { listen 80; }\r\nx' });
    const [comment, next] = block.split('\n');
    expect(comment).toBe(
      '# Evil } server { listen 80; }  x (luckystar): generated by npm run build from luckystar/_headers; do not edit.',
    );
    expect(next).toBe('server {');
    expect(block.match(/^server \{/gm)).toHaveLength(1);
  });

  describe.skipIf(!existsSync(NGINX))('nginx -t', () => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
    afterAll(() => rmSync(prefix, { recursive: true, force: true }));

    it('accepts the hostile name, quotes and backslashes, and the default server, as nginx reads them', () => {
      const conf = path.join(prefix, 'conf');
      const sites = path.join(conf, INCLUDE_PREFIX);
      mkdirSync(sites, { recursive: true });
      const text = withSecurity([
        ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-a+b/c='"],
        ['X-Test', 'say "hi" \\ {bye}; # not a comment'],
      ]);
      writeFileSync(path.join(sites, 'luckystar.conf'), serverWith({ name: 'Evil\n} server { listen 80; }' }, text));
      writeFileSync(path.join(sites, 'luckystar.security.conf'), nginxSecurityHeaders(text));
      writeFileSync(path.join(sites, 'listen.conf'), 'listen 127.0.0.1:9;\n');
      writeFileSync(path.join(sites, 'compression.conf'), 'gzip_static on;\n');
      writeFileSync(path.join(sites, DEFAULT_SERVER_FILE), SHARED_FILES[DEFAULT_SERVER_FILE]);
      const check = nginxTest(
        nginxConfig(prefix, [
          `upstream wps_api { server 127.0.0.1:9; }`,
          `include ${INCLUDE_PREFIX}/${DEFAULT_SERVER_FILE};`,
          `include ${INCLUDE_PREFIX}/luckystar.conf;`,
        ]),
      );
      expect(check.status, check.stderr).toBe(0);
      // One server per file: the name's "} server {" stayed in its comment.
      expect(check.stderr).not.toContain('conflicting server name');
    });
  });
});
