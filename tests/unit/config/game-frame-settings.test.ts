// Issue 27 item 4: games.frame.origins, the vendors whose games open inside the app. Each origin enters the
// merchant's Content-Security-Policy and Permissions-Policy, so anything that is not one plain origin is
// refused, named as `<file>: <field>: <problem>`; a loopback stand-in ships in demo and test builds only.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { merchantForBuildEnv } from '@/build/build-env';
import { loadMerchants } from '@/build/load';

const SAMPLES = path.resolve('merchants');
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** The problems of luckystar with these frame origins, as the build prints them. */
function problemsWith(origins: unknown): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'frames-'));
  dirs.push(dir);
  cpSync(SAMPLES, dir, { recursive: true });
  const file = path.join(dir, 'luckystar', 'merchant.json');
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  settings.games = { frame: { origins } };
  writeFileSync(file, JSON.stringify(settings));
  const where = path.relative(process.cwd(), file);
  return loadMerchants(dir, ['luckystar']).problems.map((problem) => problem.replace(`${where}: `, 'FILE: '));
}

describe('games.frame.origins', () => {
  it('frames nothing by default; the sample frames the sandbox stand-in vendor', () => {
    const { merchants } = loadMerchants(SAMPLES);
    expect(Object.fromEntries(merchants.map((m) => [m.code, m.games.frame.origins]))).toEqual({
      luckystar: ['http://games.localhost:*'],
      saigonlotto: [],
      siamarena: [],
    });
  });

  it.each([
    'https://games.vendor.example',
    'https://*.vendor.example',
    'https://*.vendor.co.uk',
    'https://games.vendor.example:8443',
    'http://games.localhost:*',
    'http://localhost:4321',
  ])('takes %s', (origin) => {
    expect(problemsWith([origin])).toEqual([]);
  });

  it.each([
    [
      'https://a.example; script-src *',
      '";" would end a source of the Content-Security-Policy; give one origin per entry, like "https://games.vendor.example", got "https://a.example; script-src *"',
    ],
    [
      'https://a.example https://b.example',
      '" " would end a source of the Content-Security-Policy; give one origin per entry, like "https://games.vendor.example", got "https://a.example https://b.example"',
    ],
    [
      "'self'",
      `"'" would end a source of the Content-Security-Policy; give one origin per entry, like "https://games.vendor.example", got "'self'"`,
    ],
    ['javascript:', 'must be an https origin like "https://games.vendor.example", got "javascript:"'],
    ['games.vendor.example', 'must be an https origin like "https://games.vendor.example", got "games.vendor.example"'],
    [
      'http://games.vendor.example',
      'must be https: the site is https and browsers block a plain-http frame on it (only a stand-in on this machine, like "http://games.localhost:*", may be http), got "http://games.vendor.example"',
    ],
    [
      'http://',
      'must be https: the site is https and browsers block a plain-http frame on it (only a stand-in on this machine, like "http://games.localhost:*", may be http), got "http://"',
    ],
    [
      'https://games.vendor.example/',
      'must be an origin only, without a path, query or "/" at the end, got "https://games.vendor.example/"',
    ],
    [
      'https://games.vendor.example/launch?token=1',
      'must be an origin only, without a path, query or "/" at the end, got "https://games.vendor.example/launch?token=1"',
    ],
    ['https://user@games.vendor.example', 'must not carry user info, got "https://user@games.vendor.example"'],
    [
      'https://Games.Vendor.example',
      'must be written in lower case, as browsers write origins, got "https://Games.Vendor.example"',
    ],
    ...['https://*', 'https://*.example', 'https://games.*.example', 'https://games.vendor.example:*'].map((origin) => [
      origin,
      `"*" may only stand for the first label of the host, with the vendor's domain after it (like "https://*.vendor.example"), and never for the port, got "${origin}"`,
    ]),
    [
      'https://games.vendor.example:443',
      'is written by browsers as "https://games.vendor.example"; write that instead, got "https://games.vendor.example:443"',
    ],
    ['https://games.vendor.example:70000', 'has no such port, got "https://games.vendor.example:70000"'],
    [
      'https://',
      'is not an origin like "https://games.vendor.example" (a host name of letters, digits, "-" and ".", an optional :port), got "https://"',
    ],
    [
      'https://games_vendor.example',
      'is not an origin like "https://games.vendor.example" (a host name of letters, digits, "-" and ".", an optional :port), got "https://games_vendor.example"',
    ],
    ['https://games.vendor.example\n', 'must not contain control characters; found U+000A (line feed) at character 29'],
  ])('refuses %j, saying why', (origin, problem) => {
    expect(problemsWith([origin])).toEqual([`FILE: games.frame.origins.0: ${problem}`]);
  });

  it("refuses the merchant's own origin, a wildcard over a public suffix, a repeat and a non-list", () => {
    expect(problemsWith(['https://m.luckystar.example', 'https://*.luckystar.example'])).toEqual([
      `FILE: games.frame.origins.0: "https://m.luckystar.example" covers this merchant's own domain "m.luckystar.example": a game framed there could read the member's session; only a vendor's origin may be framed`,
      `FILE: games.frame.origins.1: "https://*.luckystar.example" covers this merchant's own domain "m.luckystar.example": a game framed there could read the member's session; only a vendor's origin may be framed`,
    ]);
    expect(problemsWith(['https://*.co.uk', 'https://*.github.io'])).toEqual([
      'FILE: games.frame.origins.0: "https://*.co.uk" would frame every site under the public suffix "co.uk"; name the vendor\'s own domain, like "https://*.vendor.example"',
      'FILE: games.frame.origins.1: "https://*.github.io" would frame every site under the public suffix "github.io"; name the vendor\'s own domain, like "https://*.vendor.example"',
    ]);
    expect(problemsWith(['https://a.example', 'https://a.example'])).toEqual([
      'FILE: games.frame.origins.1: "https://a.example" is listed twice',
    ]);
    expect(problemsWith('https://a.example')).toEqual([
      'FILE: games.frame.origins: Invalid input: expected array, received string',
    ]);
  });

  it('leaves a loopback stand-in out of a production build, saying so, and keeps it in demo and test builds', () => {
    const luckystar = loadMerchants(SAMPLES, ['luckystar']).merchants[0]!;
    const withVendor = {
      ...luckystar,
      games: { frame: { origins: ['https://games.vendor.example', ...luckystar.games.frame.origins] } },
    };
    const production = merchantForBuildEnv(withVendor, 'production');
    expect(production.merchant.games.frame.origins).toEqual(['https://games.vendor.example']);
    expect(production.warnings).toContain(
      'games.frame.origins.1: "http://games.localhost:*" is a stand-in on this machine, plain http; this production build leaves it out, so its games open by redirect (build with --env demo to keep it)',
    );
    for (const env of ['demo', 'test']) expect(merchantForBuildEnv(withVendor, env).merchant).toBe(withVendor);
  });
});
