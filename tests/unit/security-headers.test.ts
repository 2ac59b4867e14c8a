// Issue "Security hardening" 5: the per-merchant CSP and the build check of every inline script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/config/load';
import type { Merchant } from '@/config/schema/merchant';
import { PIXEL_ID_SETTINGS, PIXEL_ORIGINS, PIXEL_SCRIPT_URLS, PIXELS } from '@/config/pixels';
import { trackingSchema, type TrackingSettings } from '@/config/schema/tracking';
import { contentSecurityPolicy, securityHeaders, thirdPartyOrigins } from '@/config/security-headers';
import { VENDOR_SCRIPTS } from '@/features/auth/vendor-captcha';
import { parseHeadersFile, headersFor } from '../../sandbox/cdn-headers';
import { inlineCode, scriptHash, scriptSources, uncoveredInlineCode } from '../../scripts/lib/inline-scripts.mjs';
import { headersFile, writeHeaders } from '../../scripts/lib/site-files.mjs';
import { scratchSite as site } from './build-helpers';

const [sample] = loadMerchants('merchants', ['luckystar']).merchants as [Merchant];
// The sample without its social sign-in: a merchant whose settings turn no third party on.
const luckystar: Merchant = { ...sample, social: { firebase: null, line: null, maya: false } };
const realFirebase = { ...sample.social.firebase!, projectId: 'luckystar-prod', emulator: '' };
const withCaptcha: Merchant = { ...luckystar, captcha: { ...luckystar.captcha, geetestId: 'gt-id', version: 'v4' } };
const withApi: Merchant = { ...luckystar, api: { baseUrl: 'https://api.operator.example/base' } };
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(luckystar, ['sha256-abc=', 'sha256-abc=', 'sha256-def=']);

  it('allows scripts from the site and the hashed inline scripts only', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toContain("'unsafe-inline' 'sha"); // never for scripts
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
  });

  it('forbids framing, plugins and base-URL changes', () => {
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
  });

  it('names no third party for a merchant whose settings turn none on', () => {
    // The sample's pixels load from the sandbox's stand-ins on the site itself: 'self' covers them.
    expect(thirdPartyOrigins(luckystar)).toEqual({ script: [], style: [], connect: [], frame: [] });
    expect(policy).not.toMatch(/geetest|https:\/\//);
  });

  it('adds the captcha vendor only for a merchant with a GEETEST_ID, covering every script the app loads from it', () => {
    const captchaPolicy = contentSecurityPolicy(withCaptcha, []);
    for (const script of Object.values(VENDOR_SCRIPTS)) {
      expect(directive(captchaPolicy, 'script-src')).toContain(new URL(script).origin);
    }
    expect(directive(captchaPolicy, 'connect-src')).toContain('https://gcaptcha4.geetest.com');
  });

  it('adds Firebase sign-in for a merchant with social.firebase: the local emulator for a demo project, Google otherwise', () => {
    const signInOnly = { ...sample.social.firebase!, messagingSenderId: '', vapidKey: '' };
    const demo = contentSecurityPolicy({ ...sample, social: { ...sample.social, firebase: signInOnly } }, []);
    expect(directive(demo, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9099 https://apis.google.com");
    expect(directive(demo, 'frame-src')).toContain('http://127.0.0.1:9099');
    const real = contentSecurityPolicy({ ...sample, social: { ...sample.social, firebase: realFirebase } }, []);
    expect(directive(real, 'frame-src')).toContain('https://demo-luckystar.firebaseapp.com');
    expect(directive(real, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(real).not.toContain('127.0.0.1');
  });

  it('adds the push provider (installations, registrations) for a merchant with a sender id and VAPID key', () => {
    const push = ['https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'];
    const connect = directive(contentSecurityPolicy(sample, []), 'connect-src');
    for (const origin of push) expect(connect).toContain(origin);
    const signInOnly = { ...sample.social.firebase!, vapidKey: '' };
    const without = contentSecurityPolicy({ ...sample, social: { ...sample.social, firebase: signInOnly } }, []);
    for (const origin of push) expect(without).not.toContain(origin);
  });

  it('lets the app call an operator API on another origin (api.baseUrl), by origin only', () => {
    expect(directive(contentSecurityPolicy(withApi, []), 'connect-src')).toBe(
      "connect-src 'self' https://api.operator.example",
    );
    expect(directive(contentSecurityPolicy(withApi, []), 'script-src')).toBe("script-src 'self'");
  });

  describe('ad pixels (issue 15)', () => {
    const untracked: Merchant = { ...luckystar, tracking: trackingSchema.parse({}) };
    const withPixels = (tracking: Partial<TrackingSettings>): Merchant => ({
      ...luckystar,
      tracking: trackingSchema.parse(tracking),
    });
    const allFromVendors = withPixels({
      facebookPixelId: '1234567890123',
      gtagId: 'G-ABC123XYZ9',
      gtmId: 'GTM-ABC1234',
      tiktokPixelId: 'CQ1ABCDEFGHIJ2KLMNOP',
      kwaiPixelId: '272456330172322',
      twitterPixelId: 'o8z6j',
    });
    const thirdParty = (policy: string, name: string) =>
      directive(policy, name)!
        .split(' ')
        .filter((source) => source.startsWith('https://'));

    it('allows, per pixel a merchant turns on, exactly the origins of its script and beacons', () => {
      for (const pixel of PIXELS) {
        const id = allFromVendors.tracking[PIXEL_ID_SETTINGS[pixel]];
        const policy = contentSecurityPolicy(withPixels({ [PIXEL_ID_SETTINGS[pixel]]: id }), []);
        const expected = PIXEL_ORIGINS[pixel](id);
        expect(thirdParty(policy, 'script-src'), pixel).toEqual([...new Set(expected.script)].sort());
        expect(thirdParty(policy, 'connect-src'), pixel).toEqual([...new Set(expected.connect)].sort());
        // Image beacons need nothing more: img-src admits any https origin.
        expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https:");
        for (const origin of expected.img) expect(origin, pixel).toMatch(/^https:\/\//);
        // A pixel neither styles nor frames the page.
        expect(thirdParty(policy, 'frame-src'), pixel).toEqual([]);
        expect(thirdParty(policy, 'style-src'), pixel).toEqual([]);
      }
    });

    it("covers every vendor's script URL, and names no pixel host for a merchant that sets no id", () => {
      const policy = contentSecurityPolicy(allFromVendors, []);
      for (const url of Object.values(PIXEL_SCRIPT_URLS)) {
        const host = new URL(url).hostname;
        expect(
          thirdParty(policy, 'script-src').some((source) => host.endsWith(source.replace(/^https:\/\/(\*\.)?/, ''))),
          url,
        ).toBe(true);
      }
      expect(thirdPartyOrigins(untracked)).toEqual({ script: [], style: [], connect: [], frame: [] });
      expect(contentSecurityPolicy(untracked, [])).not.toMatch(/facebook|google|tiktok|kwai|twitter/);
    });

    it('takes the Google Ads hosts for an AW- tag only, and analytics for a G- tag only', () => {
      const ads = thirdParty(contentSecurityPolicy(withPixels({ gtagId: 'AW-123456789' }), []), 'script-src');
      expect(ads).toContain('https://www.googleadservices.com');
      expect(ads).not.toContain('https://*.googletagmanager.com');
      const analytics = thirdParty(contentSecurityPolicy(withPixels({ gtagId: 'G-ABC123XYZ9' }), []), 'connect-src');
      expect(analytics).toContain('https://*.google-analytics.com');
      expect(analytics).not.toContain('https://googleads.g.doubleclick.net');
    });

    it("allows only a proxy's origin for a script served by the operator, and nothing for a stand-in on the site", () => {
      const proxied = withPixels({
        tiktokPixelId: 'CQ1ABCDEFGHIJ2KLMNOP',
        scripts: { tiktok: 'https://px.brand.example/tt/events.js' } as TrackingSettings['scripts'],
      });
      expect(thirdPartyOrigins(proxied)).toMatchObject({
        script: ['https://px.brand.example'],
        connect: ['https://px.brand.example'],
      });
      const standIn = withPixels({
        tiktokPixelId: 'CQ1ABCDEFGHIJ2KLMNOP',
        scripts: { tiktok: '/__pixels/tiktok.js' } as TrackingSettings['scripts'],
      });
      expect(thirdPartyOrigins(standIn)).toMatchObject({ script: [], connect: [] });
    });
  });

  it('comes with nosniff, the referrer policy, a restrictive Permissions-Policy, HSTS and X-Frame-Options', () => {
    expect(Object.fromEntries(securityHeaders(luckystar, []))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000',
      'Permissions-Policy': expect.stringContaining('camera=(), '),
    });
  });
});

describe('_headers with security headers', () => {
  const text = headersFile(securityHeaders(luckystar, ['sha256-abc=']));
  const rules = parseHeadersFile(text);

  it('applies them to every path through one catch-all rule, beside the caching rules', () => {
    for (const pathname of ['/m/home', '/m/_astro/client.js', '/m/sw.js', '/robots.txt']) {
      const names = headersFor(rules, pathname).map(([name]) => name);
      expect(
        names.filter((name) => name === 'Content-Security-Policy'),
        pathname,
      ).toHaveLength(1);
      expect(
        names.filter((name) => name === 'Cache-Control'),
        pathname,
      ).toHaveLength(1);
    }
  });
});

describe('inline code of a page (parse5)', () => {
  const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;

  it('finds executable inline scripts and skips data blocks and external scripts', () => {
    const { scripts, problems } = inlineCode(
      page(
        '<script>a()</script><script type="module">b()</script><script type="application/json">{"x":1}</script><script src="/m/x.js"></script>',
      ),
    );
    expect(scripts).toEqual(['a()', 'b()']);
    expect(problems).toEqual([]);
  });

  it('hashes the script text as browsers do (sha256, base64)', () => {
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it.each([
    ['an event handler', '<img src="x.png" onerror="alert(1)">', '<img> has an inline event handler onerror='],
    ['a javascript: link', '<a href=" JavaScript:alert(1)">x</a>', '<a> href is a script URL'],
    ['a javascript: form action', '<form action="javascript:alert(1)"></form>', '<form> action is a script URL'],
    [
      'a handler inside a template',
      '<template><b onclick="x()"></b></template>',
      '<b> has an inline event handler onclick=',
    ],
  ])('names %s, which no hash can allow', (_name, html, problem) => {
    expect(inlineCode(page(html)).problems).toEqual([problem]);
  });

  it('reads the script-src sources of a policy', () => {
    expect(scriptSources("default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self'")).toEqual([
      "'self'",
      "'sha256-a='",
    ]);
  });
});

describe('the build check of a site against its policy', () => {
  it('fails for an inline script the policy does not hash, naming the page', async () => {
    const dir = site({ 'm/home.html': '<script>covered()</script>', 'm/login.html': '<script>injected()</script>' });
    const policy = contentSecurityPolicy(luckystar, [scriptHash('covered()')]);
    expect(await uncoveredInlineCode(dir, policy)).toEqual([
      'm/login.html: inline script "injected()"... is not covered by a hash in the Content-Security-Policy',
    ]);
  });

  it('writes _headers that cover every inline script of every page', async () => {
    const dir = site({ 'm/home.html': '<script>one()</script>', 'index.html': '<script>two()</script>' });
    await writeHeaders(dir, luckystar);
    const [, policy] = headersFor(parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8')), '/m/home').find(
      ([name]) => name === 'Content-Security-Policy',
    )!;
    expect(new Set(scriptSources(policy))).toEqual(
      new Set(["'self'", `'${scriptHash('one()')}'`, `'${scriptHash('two()')}'`]),
    );
    expect(await uncoveredInlineCode(dir, policy)).toEqual([]);
  });

  it('refuses to write _headers for a page with an inline event handler', async () => {
    const dir = site({ 'm/home.html': '<button onclick="steal()">x</button>' });
    await expect(writeHeaders(dir, luckystar)).rejects.toThrow(
      'merchants/luckystar: the site breaks its Content-Security-Policy:\nm/home.html: <button> has an inline event handler onclick=',
    );
  });
});
