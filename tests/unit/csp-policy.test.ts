// Issue "Real merchants ship": the policy of every merchant, sample or production-like fixture, judged by
// Google's CSP Evaluator as it judges a site, and short enough for the CDNs' 2,000-character lines.
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';
import { merchantForBuildEnv } from '@/build/build-env';
import { loadMerchants } from '@/build/load';
import { contentSecurityPolicy, type ScriptHash } from '@/build/security-headers';

const samples = loadMerchants('merchants').merchants;
const [fixture] = loadMerchants('tests/fixtures/merchants').merchants;
const merchants = [...samples, fixture!];
// More inline scripts than a site has today (the boot script, the install-prompt catcher, the splash, the
// forwarding index, the offline page, the device-sync page): room for a few more.
const HASHES = Array.from({ length: 8 }, (_, i) => `sha256-${String(i).repeat(43)}=` as ScriptHash);
const ENVS = ['production', 'demo'] as const;

const findings = (policy: string) => new CspEvaluator(new CspParser(policy).csp).evaluate();
const policyOf = (code: string, env: string) =>
  contentSecurityPolicy(
    merchantForBuildEnv(
      merchants.find((m) => m.code === code)!,
      env,
    ).merchant,
    HASHES,
  );

describe.each(ENVS)('the Content-Security-Policy of every merchant in a %s build', (env) => {
  it.each(merchants.map((m) => m.code))('%s: no HIGH, HIGH_MAYBE or syntax finding of the CSP Evaluator', (code) => {
    const serious = findings(policyOf(code, env)).filter((finding) =>
      [Severity.HIGH, Severity.SYNTAX, Severity.HIGH_MAYBE].includes(finding.severity),
    );
    expect(serious.map((f) => `${f.directive} ${f.value ?? ''}: ${f.description}`)).toEqual([]);
  });
});

describe('a production build', () => {
  it.each(merchants.map((m) => m.code))('%s: names no emulator, loopback or plain-http source', (code) => {
    const policy = policyOf(code, 'production');
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]|http:\/\//);
    // Medium findings too: the emulator's http origin was the only one a sample had.
    expect(findings(policy).filter((finding) => finding.severity <= Severity.MEDIUM)).toEqual([]);
  });

  it("keeps the production-like merchant's policy well under the CDNs' 2,000 characters", () => {
    // Every provider, pixel and chat vendor on: 3,997 characters before hosts were written once per directive.
    expect(policyOf(fixture!.code, 'production').length).toBeLessThan(1600);
  });

  it('writes no host twice in a directive, nor one that a wildcard of the directive covers', () => {
    for (const merchant of merchants) {
      for (const directive of policyOf(merchant.code, 'production').split('; ')) {
        const hosts = directive
          .split(' ')
          .slice(1)
          .filter((source) => !source.startsWith("'") && !source.endsWith(':'));
        expect(new Set(hosts).size, directive).toBe(hosts.length);
        const wildcards = hosts.filter((host) => host.startsWith('*.')).map((host) => host.slice(1));
        for (const host of hosts.filter((h) => !h.startsWith('*.')))
          expect(
            wildcards.filter((suffix) => host.endsWith(suffix)),
            `${merchant.code}: ${host}`,
          ).toEqual([]);
      }
    }
  });

  it("relies on 'strict-dynamic' with hashes, so host lists only serve browsers without it", () => {
    for (const merchant of merchants) {
      const script = policyOf(merchant.code, 'production')
        .split('; ')
        .find((d) => d.startsWith('script-src '))!;
      expect(script).toMatch(/^script-src 'strict-dynamic' 'sha256-/);
      expect(script).not.toContain("'unsafe-inline'");
    }
  });
});

describe('the policy writer (defence in depth behind the settings check)', () => {
  it.each([
    ['an API origin with ";"', { api: { baseUrl: 'https://api;script-src.example' } }],
    ['an API origin with a quote', { api: { baseUrl: "https://api'x.example" } }],
    [
      'a pixel proxy on a "*" host',
      { tracking: { ...fixture!.tracking, scripts: { ...fixture!.tracking.scripts, kwai: 'https://*/k.js' } } },
    ],
  ])('refuses to write %s, which the settings check would have refused', (_name, change) => {
    expect(() => contentSecurityPolicy({ ...fixture!, ...change } as typeof fixture & object, HASHES)).toThrow(
      /^Content-Security-Policy: refusing the source /,
    );
  });
});

describe('what a build environment ships (build-env.ts)', () => {
  const luckystar = samples.find((m) => m.code === 'luckystar')!;

  it('keeps a demo project and its emulator in demo and test builds', () => {
    for (const env of ['demo', 'test'])
      expect(merchantForBuildEnv(luckystar, env)).toEqual({ merchant: luckystar, warnings: [] });
  });

  it('leaves a demo project out of any other build, turns its sign-in flags off and says so', () => {
    const { merchant, warnings } = merchantForBuildEnv(luckystar, 'production');
    expect(merchant.social.firebase).toBeNull();
    expect(merchant.social.line).toEqual(luckystar.social.line);
    expect([merchant.flags.GOOGLELOGIN3, merchant.flags.FACEBOOKLOGIN3, merchant.flags.TWITTERLOGIN3]).toEqual([
      false,
      false,
      false,
    ]);
    expect(merchant.flags.LINELOGIN3).toBe(true);
    expect(warnings).toEqual([
      'social.firebase: "demo-luckystar" is a demo project that only runs against the local emulator; this production build leaves Firebase sign-in and push out (build with --env demo to keep them)',
      'games.frame.origins.0: "http://games.localhost:*" is a stand-in on this machine, plain http; this production build leaves it out, so its games open by redirect (build with --env demo to keep it)',
    ]);
    expect(merchant.games.frame.origins).toEqual([]);
  });

  it('ships a real Firebase project unchanged everywhere', () => {
    for (const env of ['production', 'staging', 'demo'])
      expect(merchantForBuildEnv(fixture!, env).merchant).toBe(fixture);
  });
});
