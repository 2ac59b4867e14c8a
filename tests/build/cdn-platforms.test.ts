// Issue "Real merchants ship": every site's `_headers` as the platforms themselves read it. One real build of
// the three samples and the production-like fixture (tests/fixtures/merchants/harbourplay); then Netlify's own
// parser (netlify-headers-parser, which netlify-cli uses) and Cloudflare's runtime (miniflare's workerd, whose
// Workers Static Assets parse `_headers` with Cloudflare's parser) must keep every line, and give every path
// the headers sandbox/cdn-headers.ts gives it (what `npm start` serves), and so must nginx over the build's
// generated configuration (more of nginx: tests/e2e/nginx.spec.ts).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { parseAllHeaders } from 'netlify-headers-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEADER_LINE, MAX_HEADER_RULES } from '../../scripts/lib/site-files';
import { ROOT, runBuild, scratchProject } from './build-helpers';
import { headersOf, meant, sitePaths, siteFileUrls, type HeaderMap } from './cdn-paths';
import { NGINX_OWN, nginxGet, serveWithNginx } from './nginx-harness';

const project = scratchProject();
const CODES = ['harbourplay', 'luckystar', 'saigonlotto', 'siamarena'];
const siteDir = (code: string) => path.join(project.outDir, code);
const headersText = (code: string) => readFileSync(path.join(siteDir(code), '_headers'), 'utf8');
/** Each merchant's first domain, as players reach the site. */
const domainOf = (code: string) =>
  (JSON.parse(readFileSync(path.join(project.merchantsDir, code, 'merchant.json'), 'utf8')) as { domains: string[] })
    .domains[0]!;

beforeAll(() => {
  cpSync(path.join(ROOT, 'tests/fixtures/merchants/harbourplay'), path.join(project.merchantsDir, 'harbourplay'), {
    recursive: true,
  });
  const build = runBuild(['--merchants-dir', project.merchantsDir, '--out', project.outDir]);
  expect(build.status, build.stderr).toBe(0);
}, 300_000);
afterAll(() => rmSync(project.dir, { recursive: true, force: true }));

/** The lines a `_headers` parser must keep: neither empty nor a comment. */
const significantLines = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
const ruleCount = (text: string) => significantLines(text).filter((line) => line.startsWith('/')).length;

describe.each(CODES)('%s: _headers within what Cloudflare Pages reads', (code) => {
  it(`has far fewer than ${MAX_HEADER_RULES} rules and no line over ${MAX_HEADER_LINE} characters`, () => {
    const text = headersText(code);
    expect(ruleCount(text)).toBeLessThanOrEqual(20);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(MAX_HEADER_LINE);
  });

  it('gives every file of the site one Cache-Control, a year only under /m/_astro/', () => {
    for (const url of siteFileUrls(siteDir(code))) {
      const cacheControl = meant(headersText(code), url)['cache-control'];
      expect(cacheControl, url).toBe(url.startsWith('/m/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });

  it("writes SPEC 2's second asset list as a copy of the first, which the service worker does not precache", () => {
    const list = (file: string) => readFileSync(path.join(siteDir(code), file), 'utf8');
    expect(list('mobile/mc/asset-manifest.json')).toBe(list('m/asset-manifest.json'));
    const precached = [...list('m/sw.js').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => url?.includes('asset-manifest.json'))).toEqual([]);
  });

  it('sends the same security headers on every path, the device-id sync page included', () => {
    const security = (pathname: string) =>
      Object.entries(meant(headersText(code), pathname)).filter(
        ([name]) => !['cache-control', 'content-type', 'service-worker-allowed'].includes(name),
      );
    const everywhere = security('/m/home');
    expect(Object.fromEntries(everywhere)).toHaveProperty('content-security-policy');
    for (const pathname of sitePaths(siteDir(code))) expect(security(pathname), pathname).toEqual(everywhere);
  });

  it("sends a policy in which Google's CSP Evaluator finds nothing HIGH (the policy of every page)", () => {
    const policy = meant(headersText(code), '/m/home')['content-security-policy']!;
    const serious = new CspEvaluator(new CspParser(policy).csp)
      .evaluate()
      .filter((finding) => finding.severity <= Severity.MEDIUM);
    expect(serious.map((f) => `${f.directive} ${f.value ?? ''}: ${f.description}`)).toEqual([]);
    expect(policy).toMatch(/script-src 'strict-dynamic' 'sha256-/);
  });
});

describe.each(CODES)('%s on Netlify (netlify-headers-parser, matched as netlify-cli does)', (code) => {
  let parsed: Awaited<ReturnType<typeof parseAllHeaders>>;
  beforeAll(async () => {
    // Its declarations type the file list as never[] and the netlify.toml path as required.
    const headersFiles = [path.join(siteDir(code), '_headers')] as never[];
    parsed = await parseAllHeaders({ headersFiles, netlifyConfigPath: undefined, minimal: false });
  });

  it('parses without an error and keeps every line', () => {
    expect(parsed.errors).toEqual([]);
    const kept = parsed.headers.length + parsed.headers.reduce((sum, rule) => sum + Object.keys(rule.values).length, 0);
    expect(kept).toBe(significantLines(headersText(code)).length);
    expect(parsed.headers).toHaveLength(ruleCount(headersText(code)));
  });

  it('gives every path the headers we meant', () => {
    // netlify-cli's headersForPath: every rule whose forRegExp matches, later rules winning.
    const netlify = (pathname: string): HeaderMap =>
      Object.fromEntries(
        parsed.headers
          .filter((rule) => rule.forRegExp!.test(pathname))
          .flatMap((rule) => Object.entries(rule.values).map(([name, value]) => [name.toLowerCase(), value])),
      );
    for (const pathname of sitePaths(siteDir(code)))
      expect(netlify(pathname), pathname).toEqual(meant(headersText(code), pathname));
    // /m/ (the page /m/index, where Cloudflare sends /m/index.html) matches /:file here: revalidated.
    expect(netlify('/m/')['cache-control']).toBe('no-cache');
  });
});

/** Collects what miniflare logs: "Parsed N valid header rules" and a warning per invalid line. */
class Collected extends Log {
  readonly messages: string[] = [];
  constructor() {
    super(LogLevel.INFO);
  }
  protected override log(message: string) {
    this.messages.push(message);
  }
}

// Cloudflare's own headers on static assets; a Cache-Control it sends only where _headers sets none.
const CLOUDFLARE_OWN = ['etag', 'content-type', 'cf-cache-status', 'location', 'content-length', 'transfer-encoding'];
const CLOUDFLARE_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

describe.each(CODES)("%s on Cloudflare (miniflare's workerd, Workers Static Assets)", (code) => {
  const log = new Collected();
  let mf: Miniflare;
  beforeAll(async () => {
    mf = new Miniflare({
      modules: true,
      script: 'export default { fetch() { return new Response(""); } }',
      compatibilityDate: '2025-01-01',
      cf: false,
      assets: {
        directory: siteDir(code),
        assetConfig: { html_handling: 'auto-trailing-slash', not_found_handling: '404-page' },
      },
      log,
    });
    await mf.ready;
  }, 60_000);
  afterAll(() => mf?.dispose());

  /** The answer to a request for `pathname` on the merchant's domain (redirects not followed). */
  const fetchPath = async (pathname: string) => {
    const response = await mf.dispatchFetch(`https://${domainOf(code)}${pathname}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return response;
  };

  it('reads every rule and finds no invalid line', () => {
    const text = headersText(code);
    expect(log.messages).toContainEqual(expect.stringContaining(`Parsed ${ruleCount(text)} valid header rules`));
    expect(log.messages.filter((message) => /invalid header rule|Ignoring line|Maximum number/.test(message))).toEqual(
      [],
    );
  });

  it('answers every path with the headers we meant', async () => {
    for (const pathname of sitePaths(siteDir(code))) {
      const expected = meant(headersText(code), pathname);
      const response = await fetchPath(pathname);
      const headers = [...response.headers].filter(
        ([name, value]) =>
          !name.startsWith('mf-') &&
          !(name === 'cache-control' && value === CLOUDFLARE_DEFAULT_CACHE && !expected[name]),
      );
      expect(headersOf(headers, CLOUDFLARE_OWN, expected), `${pathname} (${response.status})`).toEqual(expected);
    }
  }, 60_000);

  it('serves both asset lists, the service worker and the manifest as the update check and browsers need them', async () => {
    for (const list of ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']) {
      const response = await fetchPath(list);
      expect(response.status, list).toBe(200);
      expect(response.headers.get('cache-control'), list).toBe('no-cache');
    }
    expect((await fetchPath('/m/sw.js')).headers.get('service-worker-allowed')).toBe('/m/');
    expect((await fetchPath('/m/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json');
    // /m/index(.html) redirect to /m/, where no rule sets a Cache-Control: Cloudflare's own revalidates.
    expect((await fetchPath('/m/')).headers.get('cache-control')).toBe(CLOUDFLARE_DEFAULT_CACHE);
  });
});

describe("on nginx (the build's nginx/ folder, Debian's nginx)", () => {
  let nginx: Awaited<ReturnType<typeof serveWithNginx>>;
  beforeAll(async () => {
    // No API behind /wps here: port 9 (discard) refuses; the samples' proxy is proven in tests/e2e/nginx.spec.ts.
    nginx = await serveWithNginx(path.join(project.outDir, 'nginx'), {
      upstreamPort: 9,
      readyHost: 'luckystar.localhost',
    });
  }, 30_000);
  afterAll(() => nginx?.stop());

  it.each(CODES)('%s: every path gets the headers _headers means, an error no caching of its path', async (code) => {
    for (const pathname of sitePaths(siteDir(code))) {
      const answer = await nginxGet(nginx.port, domainOf(code), pathname);
      const expected = meant(headersText(code), pathname);
      // An error carries the security headers and is revalidated, whatever its path's caching rule says.
      if (answer.status >= 400) expected['cache-control'] = 'no-cache';
      const headers = Object.entries(answer.headers).map(([name, value]) => [name, String(value)] as [string, string]);
      expect(headersOf(headers, NGINX_OWN, expected), `${pathname} (${answer.status})`).toEqual(expected);
    }
  });

  it('serves a merchant whose API lives on its own origin (api.baseUrl) with no /wps proxy, whose host nginx would resolve at start', async () => {
    const host = domainOf('harbourplay');
    expect((await nginxGet(nginx.port, host, '/m/home')).status).toBe(200);
    const wps = await nginxGet(nginx.port, host, '/wps/system/country');
    expect(wps.status).toBe(404);
    expect(wps.body.toString()).toContain('</title>');
  });
});
