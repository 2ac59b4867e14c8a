// The nginx server block translated from a site's `_headers` (the real nginx run is tests/e2e/nginx.spec.ts).
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/config/load';
import type { Merchant } from '@/config/schema/merchant';
import { deviceSyncPolicy, securityHeaders } from '@/config/security-headers';
import { nginxSecurityHeaders, nginxServer } from '../../scripts/lib/nginx.mjs';
import { headersFile } from '../../scripts/lib/site-files.mjs';

const [luckystar, saigonlotto] = loadMerchants('merchants', ['luckystar', 'saigonlotto']).merchants as [
  Merchant,
  Merchant,
];
const headersText = headersFile(securityHeaders(luckystar, ['sha256-abc=']));
const server = nginxServer({ merchant: luckystar, siteRoot: '/srv/sites/luckystar', headersText });

describe('nginx server block', () => {
  it("serves the merchant's domains and its local name from the site root", () => {
    expect(server).toContain('  server_name luckystar.example m.luckystar.example luckystar.localhost;\n');
    expect(server).toContain('  root "/srv/sites/luckystar";\n');
    expect(server).toContain('  error_page 404 /404.html;\n');
  });

  it('keeps the caching rules of _headers, and the security headers in every location', () => {
    expect(server).toMatch(
      /location \^~ \/m\/_astro\/ \{\n {4}include merchant-sites\/luckystar\.security\.conf;\n {4}add_header Cache-Control "public, max-age=31536000, immutable";/,
    );
    expect(server).toMatch(
      /location ~ \^\(\?:\/\|\/index\\\.html\|\/target\|\/target\\\.html\|\/m\/home\|\/m\/home\\\.html\|/,
    );
    expect(server).toContain('types { } default_type "application/manifest+json";');
    const locations = server.match(/ {2}location (?!\^~ \/wps)/g)!.length;
    expect(server.match(/include merchant-sites\/luckystar\.security\.conf;/g)).toHaveLength(locations);
  });

  it('sends the security headers on errors too', () => {
    const security = nginxSecurityHeaders(headersText);
    expect(security).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='`,
    );
    expect(
      security
        .trim()
        .split('\n')
        .every((line) => line.endsWith(' always;')),
    ).toBe(true);
  });

  it('proxies /wps to the operator upstream, or to api.baseUrl with its own Host', () => {
    expect(server).toContain('  location ^~ /wps/ {\n    proxy_pass http://wps_api;\n    proxy_set_header Host $host;');
    const remote = nginxServer({
      merchant: { ...luckystar, api: { baseUrl: 'https://api.operator.example' } },
      siteRoot: '/srv/x',
      headersText,
    });
    expect(remote).toContain(
      '    proxy_pass https://api.operator.example;\n    proxy_set_header Host "api.operator.example";\n    proxy_ssl_server_name on;',
    );
  });
});

describe('nginx: the device-id sync page', () => {
  const syncPolicy = deviceSyncPolicy(saigonlotto, ['sha256-sync=']);
  const text = headersFile(securityHeaders(saigonlotto, ['sha256-abc=']), syncPolicy);
  const block = nginxServer({ merchant: saigonlotto, siteRoot: '/srv/sites/saigonlotto', headersText: text });
  const syncLocation = block.slice(block.indexOf('location ~ ^(?:/device-sync|/device-sync\\.html)$ {'));
  const location = syncLocation.slice(0, syncLocation.indexOf('  }\n') + 4);

  it('sends its own policy and the other security headers, not the framing ones of every other location', () => {
    expect(location).toContain(`add_header Content-Security-Policy "${syncPolicy}";`);
    expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(location).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    expect(location).not.toContain('X-Frame-Options');
    expect(location).not.toContain("frame-ancestors 'none'");
    expect(location).not.toContain('security.conf');
    const locations = block.match(/ {2}location (?!\^~ \/wps)/g)!.length;
    expect(block.match(/include merchant-sites\/saigonlotto\.security\.conf;/g)).toHaveLength(locations - 1);
  });
});
