// Issue "Security hardening" 5: the per-merchant CSP and the build check of every inline script.
import { readFileSync } from 'node:fs';
import CryptoJS from 'crypto-js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import type { Merchant } from '@/config/schema/merchant';
import { PIXEL_ID_SETTINGS, PIXEL_ORIGINS, PIXEL_SCRIPT_URLS, PIXELS } from '@/config/pixels';
import { trackingSchema, type TrackingSettings } from '@/config/schema/tracking';
import { THIRD_PARTIES, contentSecurityPolicy, securityHeaders, thirdPartyOrigins } from '@/build/security-headers';
import { VENDOR_SCRIPTS } from '@/features/auth/vendor-captcha';
import { parseHeadersFile, headersFor } from '../../sandbox/cdn-headers';
import {
  inlineCode,
  scriptHash,
  scriptSources,
  sitePagesCode,
  uncoveredInlineCode,
} from '../../scripts/lib/inline-scripts';
import {
  MAX_HEADER_LINE,
  MAX_HEADER_RULES,
  headersFile,
  headersLimitProblems,
  writeHeaders,
} from '../../scripts/lib/site-files';
import { scratchSite as site } from '../build/build-helpers';

const [sample, saigonlotto] = loadMerchants('merchants', ['luckystar', 'saigonlotto']).merchants as [
  Merchant,
  Merchant,
];
// The sample without its social sign-in and game frames: a merchant whose settings turn no third party on.
const luckystar: Merchant = {
  ...sample,
  social: { firebase: null, line: null, maya: false },
  games: { frame: { origins: [] } },
};
const realFirebase = { ...sample.social.firebase!, projectId: 'luckystar-prod', emulator: '' };
const withCaptcha: Merchant = { ...luckystar, captcha: { ...luckystar.captcha, geetestId: 'gt-id', version: 'v4' } };
const withApi: Merchant = { ...luckystar, api: { baseUrl: 'https://api.operator.example/base' } };
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
/** The directive a browser applies: calls and frames fall back to default-src when the policy leaves them out. */
const effective = (policy: string, name: string) =>
  directive(policy, name) ??
  (['connect-src', 'frame-src'].includes(name) ? directive(policy, 'default-src') : undefined);
/** The host sources of a directive as a browser applies it (no keywords, hashes or schemes alone). */
const hostsOf = (policy: string, name: string) =>
  (effective(policy, name) ?? '')
    .split(' ')
    .slice(1)
    .filter((source) => !source.startsWith("'") && !source.endsWith(':'));
/** Whether a directive's host sources admit a URL on an https page, as CSP3 matches them (scheme-less, *.). */
function admits(policy: string, name: string, url: string): boolean {
  const { protocol, host } = new URL(url);
  return hostsOf(policy, name).some((source) => {
    const [, scheme, pattern] = /^(?:([a-z]+):\/\/)?(.+)$/.exec(source)!;
    if (scheme ? `${scheme}:` !== protocol : !['https:', 'wss:'].includes(protocol)) return false;
    return pattern!.startsWith('*.') ? host.endsWith(pattern!.slice(1)) : host === pattern;
  });
}
/** An origin as the policy writes it: https and wss without their scheme. */
const written = (origin: string) => origin.replace(/^(?:https|wss):\/\//, '');

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(luckystar, ['sha256-abc=', 'sha256-abc=', 'sha256-def=']);

  it("trusts the hashed inline scripts and what they start ('strict-dynamic'), with 'self' as the fallback", () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'strict-dynamic' 'sha256-abc=' 'sha256-def=' 'self'");
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
    expect(policy).not.toMatch(/geetest|https:\/\/|connect-src|frame-src/);
  });

  it('adds the captcha vendor only for a merchant with a GEETEST_ID, covering every script the app loads from it', () => {
    const captchaPolicy = contentSecurityPolicy(withCaptcha, []);
    for (const script of Object.values(VENDOR_SCRIPTS)) expect(admits(captchaPolicy, 'script-src', script)).toBe(true);
    expect(admits(captchaPolicy, 'connect-src', 'https://gcaptcha4.geetest.com/load')).toBe(true);
    expect(admits(captchaPolicy, 'style-src', 'https://static.geetest.com/v4/gt4.css')).toBe(true);
  });

  it('adds Firebase sign-in for a merchant with social.firebase: the local emulator for a demo project, Google otherwise', () => {
    const signInOnly = { ...sample.social.firebase!, messagingSenderId: '', vapidKey: '' };
    const demo = contentSecurityPolicy({ ...luckystar, social: { ...sample.social, firebase: signInOnly } }, []);
    // Calls and frames: default-src names the emulator once for both.
    expect(directive(demo, 'default-src')).toBe("default-src 'self' http://127.0.0.1:9099");
    expect([directive(demo, 'connect-src'), directive(demo, 'frame-src')]).toEqual([undefined, undefined]);
    const real = contentSecurityPolicy({ ...sample, social: { ...sample.social, firebase: realFirebase } }, []);
    expect(admits(real, 'frame-src', 'https://demo-luckystar.firebaseapp.com/__/auth/iframe')).toBe(true);
    for (const api of ['identitytoolkit', 'securetoken', 'www'])
      expect(admits(real, 'connect-src', `https://${api}.googleapis.com/v1/x`), api).toBe(true);
    expect(admits(real, 'frame-src', 'https://www.google.com/recaptcha/api2/anchor')).toBe(true);
    expect(real).not.toContain('127.0.0.1');
  });

  it('adds the push provider (installations, registrations) for a merchant with a sender id and VAPID key', () => {
    const push = ['https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'];
    const pushParty = THIRD_PARTIES.find((party) => party.name.startsWith('Firebase Cloud Messaging'))!;
    const withPush = { ...sample, social: { ...sample.social, firebase: realFirebase } };
    expect(pushParty.enabled(withPush)).toBe(true);
    for (const origin of push) expect(admits(contentSecurityPolicy(withPush, []), 'connect-src', origin)).toBe(true);
    const signInOnly = { ...realFirebase, vapidKey: '' };
    expect(pushParty.enabled({ ...sample, social: { ...sample.social, firebase: signInOnly } })).toBe(false);
  });

  it('lets the app call an operator API on another origin (api.baseUrl), by origin only', () => {
    expect(effective(contentSecurityPolicy(withApi, []), 'connect-src')).toBe(
      "default-src 'self' api.operator.example",
    );
    expect(directive(contentSecurityPolicy(withApi, []), 'script-src')).toBe("script-src 'strict-dynamic' 'self'");
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
    const thirdParty = hostsOf;
    const expectedHosts = (origins: readonly string[]) => [...new Set(origins.map(written))].sort();

    it('allows, per pixel a merchant turns on, exactly the origins of its script and beacons', () => {
      for (const pixel of PIXELS) {
        const id = allFromVendors.tracking[PIXEL_ID_SETTINGS[pixel]];
        const policy = contentSecurityPolicy(withPixels({ [PIXEL_ID_SETTINGS[pixel]]: id }), []);
        const expected = PIXEL_ORIGINS[pixel](id);
        expect(thirdParty(policy, 'script-src'), pixel).toEqual(expectedHosts(expected.script));
        expect(thirdParty(policy, 'connect-src'), pixel).toEqual(expectedHosts(expected.connect));
        // Image beacons need nothing more: img-src admits any https origin.
        expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https:");
        for (const origin of expected.img) expect(origin, pixel).toMatch(/^https:\/\//);
        // A pixel neither styles nor frames the page.
        const { frame, style } = thirdPartyOrigins(withPixels({ [PIXEL_ID_SETTINGS[pixel]]: id }));
        expect([frame, style], pixel).toEqual([[], []]);
        expect(thirdParty(policy, 'style-src'), pixel).toEqual([]);
      }
    });

    it("covers every vendor's script URL, and names no pixel host for a merchant that sets no id", () => {
      const policy = contentSecurityPolicy(allFromVendors, []);
      for (const url of Object.values(PIXEL_SCRIPT_URLS)) expect(admits(policy, 'script-src', url), url).toBe(true);
      expect(thirdPartyOrigins(untracked)).toEqual({ script: [], style: [], connect: [], frame: [] });
      expect(contentSecurityPolicy(untracked, [])).not.toMatch(/facebook|google|tiktok|kwai|twitter/);
    });

    it('takes the Google Ads hosts for an AW- tag only, and analytics for a G- tag only', () => {
      const ads = thirdParty(contentSecurityPolicy(withPixels({ gtagId: 'AW-123456789' }), []), 'script-src');
      expect(ads).toContain('www.googleadservices.com');
      expect(ads).not.toContain('*.googletagmanager.com');
      const analytics = thirdParty(contentSecurityPolicy(withPixels({ gtagId: 'G-ABC123XYZ9' }), []), 'connect-src');
      expect(analytics).toContain('*.google-analytics.com');
      expect(analytics).not.toContain('googleads.g.doubleclick.net');
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
      'Referrer-Policy': 'strict-origin',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000',
      'Permissions-Policy': expect.stringContaining('camera=(), '),
    });
  });
});

describe('the customer-service chat row of the policy', () => {
  type ChatItem = Merchant['customerService'][number];
  const withChats = (...items: Omit<ChatItem, 'labelIds'>[]): Merchant => ({
    ...luckystar,
    customerService: items.map((item) => ({ labelIds: [], ...item })),
  });
  // As the operator stores a path that is not http (tests/unit/flows/customer-service/path.test.ts).
  const encryptPath = (plaintext: string, key: string) =>
    CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString() + key;

  it('keeps a host that could end the directive out of the policy', () => {
    for (const path of ['https://a;b.example/chat', "https://a'b.example/chat", 'https://a,b.example/x'])
      expect(thirdPartyOrigins(withChats({ csType: 'TX-CHAT', path })).frame, path).toEqual([]);
  });

  it('adds no origin for items that are site paths (the sandbox stand-ins under /__chat)', () => {
    expect(luckystar.customerService.map((item) => item.path)).toEqual([
      expect.stringMatching(/^\/__chat\//),
      expect.stringMatching(/^\/__chat\//),
    ]);
    expect(thirdPartyOrigins(luckystar)).toEqual({ script: [], style: [], connect: [], frame: [] });
    const frames = withChats(
      { csType: 'AICAN', path: '/__chat/frame/aican' },
      { csType: 'LIVECHAT', path: '/__chat/livechat/tracking.js?license=1' },
    );
    expect(thirdPartyOrigins(frames)).toEqual({ script: [], style: [], connect: [], frame: [] });
  });

  it('adds an https LiveChat item by its origin plus the LiveChat hosts, to scripts, styles, frames and connections', () => {
    const merchant = withChats({
      csType: 'LIVECHAT',
      path: 'https://cdn.livechatinc.com/tracking.js?license=19011101',
    });
    // The item's own origin is under the vendor's wildcard, so the policy names the wildcard once.
    expect(thirdPartyOrigins(merchant).script).toEqual(['https://*.livechatinc.com']);
    const policy = contentSecurityPolicy(merchant, []);
    for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src'])
      expect(hostsOf(policy, name), name).toEqual(['*.livechatinc.com']);
    expect(admits(policy, 'connect-src', 'wss://api.livechatinc.com/v3.5/customer/rtm/ws')).toBe(true);
    expect(admits(policy, 'script-src', 'http://cdn.livechatinc.com/tracking.js')).toBe(false);
  });

  it('adds the Comm100 hosts for a Comm100 item, and only the origin for a frame provider', () => {
    const merchant = withChats(
      { csType: 'COMM100VIP', path: 'https://vue.comm100.com/livechat.ashx?siteId=1' },
      { csType: 'TX-CHAT', path: 'https://chat.tx.example/visitor' },
    );
    expect(thirdPartyOrigins(merchant).script).toEqual(['https://*.comm100.com', 'https://*.comm100.io']);
    // A frame provider's page opens in the app's sheet: a frame, never a script in the page.
    expect(thirdPartyOrigins(merchant).frame).toEqual([
      'https://*.comm100.com',
      'https://*.comm100.io',
      'https://chat.tx.example',
    ]);
  });

  it('adds the origin of the URL an encrypted path decrypts to', () => {
    const path = encryptPath('https://chat.aican.example/visitor?site=7', 'k3Y9abcd');
    expect(path).not.toContain('aican');
    expect(thirdPartyOrigins(withChats({ csType: 'AICAN', path }))).toEqual({
      script: [],
      style: [],
      connect: [],
      frame: ['https://chat.aican.example'],
    });
    const live = encryptPath('https://secure.livechatinc.com/licence/1/open_chat.cgi', 'abcdefgh');
    expect(thirdPartyOrigins(withChats({ csType: 'LIVECHAT', path: live })).script).toEqual([
      'https://*.livechatinc.com',
    ]);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an encrypted javascript: URL', encryptPath('javascript:alert(document.domain)', 'abcdefgh')],
    ['an encrypted data: URL', encryptPath('data:text/html,<script>alert(1)</script>', 'abcdefgh')],
    ['garbage', 'not-base64!!!abcdefgh'],
    ['a path with the wrong key', encryptPath('https://chat.test/a', 'abcdefgh').slice(0, -8) + 'zzzzzzzz'],
    ['a protocol-relative path', '//evil.example/chat.js'],
    ['an ftp URL', encryptPath('ftp://files.example/chat.js', 'abcdefgh')],
  ])('adds nothing for %s, nor the vendor hosts', (_name, path) => {
    const merchant = withChats({ csType: 'LIVECHAT', path });
    expect(thirdPartyOrigins(merchant)).toEqual({ script: [], style: [], connect: [], frame: [] });
    expect(contentSecurityPolicy(merchant, [])).not.toContain('livechatinc');
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

  it('writes no `! Name` line (Netlify has none) and no rule of its own for the device-id sync page', () => {
    const sync = headersFile(securityHeaders(saigonlotto, ['sha256-abc=']));
    expect(sync).not.toMatch(/^\s*!/m);
    expect(sync).not.toContain('device-sync');
    expect(headersFor(parseHeadersFile(sync), '/device-sync')).toEqual(
      headersFor(parseHeadersFile(sync), '/robots.txt'),
    );
  });

  it.each([
    ['a line break in a value', ['Content-Security-Policy', "default-src 'self'\r\n/evil\n  X-Frame-Options: ALLOW"]],
    ['a control character in a value', ['X-Test', 'a\u0000b']],
    ['a line break in a name', ['X-Test\nX-Other', 'a']],
    ['a name with a space', ['X Test', 'a']],
    ['a name a parser takes for a comment', ['#X-Test', 'a']],
    ['an empty value', ['X-Test', ' ']],
  ])('refuses %s', (_what, header) => {
    expect(() => headersFile([header as [string, string]])).toThrow(/^_headers: /);
  });

  it("fails the build, naming the merchant, for a _headers beyond Cloudflare Pages' limits", async () => {
    expect(headersLimitProblems(`${'/a\n  X: 1\n'.repeat(MAX_HEADER_RULES)}`)).toEqual([]);
    expect(headersLimitProblems(`${'/a\n  X: 1\n'.repeat(MAX_HEADER_RULES + 1)}`)).toEqual([
      `_headers: ${MAX_HEADER_RULES + 1} rules, more than the ${MAX_HEADER_RULES} Cloudflare Pages reads`,
    ]);
    expect(headersLimitProblems(`/*\n  X: ${'a'.repeat(MAX_HEADER_LINE - 4)}\n`)).toEqual([
      `_headers: a line of ${MAX_HEADER_LINE + 1} characters is longer than the ${MAX_HEADER_LINE} Cloudflare Pages reads`,
    ]);
    // A policy over 2,000 characters: many inline scripts, each with its hash.
    const scripts = Array.from({ length: 50 }, (_, i) => `<script>s${i}()</script>`).join('');
    await expect(writeHeaders(site({ 'm/home.html': scripts }), luckystar)).rejects.toThrow(
      /^merchants\/luckystar: _headers: a line of \d+ characters is longer than the 2000 Cloudflare Pages reads$/,
    );
  });
});

describe('inline code of a page (parse5)', () => {
  const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;

  it('finds executable inline scripts, and skips data blocks and booted external scripts', () => {
    const { scripts, problems } = inlineCode(
      page(
        '<script>a()</script><script type="module">b()</script><script type="application/json">{"x":1}</script>' +
          '<script type="text/plain" data-boot="module" data-src="/m/_astro/x.js"></script>',
      ),
    );
    expect(scripts).toEqual(['a()', 'b()']);
    expect(problems).toEqual([]);
  });

  it("names an external script the parser inserts, which 'strict-dynamic' never runs", () => {
    expect(inlineCode(page('<script type="module" src="/m/_astro/x.js"></script>')).problems).toEqual([
      `<script src="/m/_astro/x.js"> is parser-inserted: under 'strict-dynamic' it never runs`,
    ]);
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
    expect(uncoveredInlineCode(await sitePagesCode(dir), policy)).toEqual([
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
      new Set(["'strict-dynamic'", "'self'", `'${scriptHash('one()')}'`, `'${scriptHash('two()')}'`]),
    );
    expect(uncoveredInlineCode(await sitePagesCode(dir), policy)).toEqual([]);
  });

  it('refuses to write _headers for a page with an inline event handler', async () => {
    const dir = site({ 'm/home.html': '<button onclick="steal()">x</button>' });
    await expect(writeHeaders(dir, luckystar)).rejects.toThrow(
      'merchants/luckystar: the site breaks its Content-Security-Policy:\nm/home.html: <button> has an inline event handler onclick=',
    );
  });
});

describe('the device-id sync page (SPEC 4 "Device id"): the site-wide policy, framed by the merchant\'s own origins', () => {
  // One set of security headers on every path, so Netlify (no "! Name"), Cloudflare and nginx agree on it.
  const headers = Object.fromEntries(securityHeaders(saigonlotto, ['sha256-abc=']));

  it("lets the merchant's own origins frame a site on several registrable domains, and nobody else", () => {
    expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors')).toBe(
      "frame-ancestors 'self' saigonlotto.example www.saigonlotto.example sgl.example",
    );
    // X-Frame-Options can only deny or allow one origin: frame-ancestors, which browsers prefer, says who may.
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('keeps framing denied, with X-Frame-Options too, for a merchant on one registrable domain', () => {
    const single = Object.fromEntries(securityHeaders(luckystar, []));
    expect(directive(single['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(single['X-Frame-Options']).toBe('DENY');
  });

  it("lets the merchant's pages frame its first domain (frame-src), and only for a merchant on several registrable domains", () => {
    expect(effective(contentSecurityPolicy(saigonlotto, []), 'frame-src')).toBe(
      "default-src 'self' saigonlotto.example",
    );
    expect(effective(contentSecurityPolicy(luckystar, []), 'frame-src')).toBe("default-src 'self'");
  });

  it("writes _headers with the sync page's script hashed into the one site policy", async () => {
    const dir = site({ 'm/home.html': '<script>one()</script>', 'device-sync.html': '<script>sync()</script>' });
    await writeHeaders(dir, saigonlotto);
    const written = parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'));
    const policyOf = (pathname: string) =>
      headersFor(written, pathname).filter(([name]) => name === 'Content-Security-Policy');
    expect(policyOf('/device-sync')).toEqual(policyOf('/m/home'));
    expect(scriptSources(policyOf('/device-sync')[0]![1])).toEqual(
      expect.arrayContaining([`'${scriptHash('sync()')}'`, `'${scriptHash('one()')}'`]),
    );
  });

  it('fails the build for a sync page whose inline code its policy does not allow', async () => {
    const dir = site({ 'device-sync.html': '<script>sync()</script><img src="x" onerror="steal()">' });
    await expect(writeHeaders(dir, saigonlotto)).rejects.toThrow(
      'device-sync.html: <img> has an inline event handler onerror=',
    );
  });
});

describe('game frames (issue 27: games.frame.origins)', () => {
  const framing: Merchant = {
    ...luckystar,
    games: { frame: { origins: ['https://games.vendor.example', 'https://*.rocket.example'] } },
  };
  const policy = contentSecurityPolicy(framing, []);
  const game = 'https://games.vendor.example/launch?token=abc';

  it("lets that merchant's pages frame the games of its origins, and nothing else of them", () => {
    expect(admits(policy, 'frame-src', game)).toBe(true);
    expect(admits(policy, 'frame-src', 'https://eu.rocket.example/play')).toBe(true);
    expect(admits(policy, 'frame-src', 'https://games.other.example/launch')).toBe(false);
    for (const name of ['script-src', 'style-src']) expect(admits(policy, name, game), name).toBe(false);
    expect(THIRD_PARTIES.find((party) => party.name.startsWith('game frames'))!.enabled(framing)).toBe(true);
  });

  it('frames no game origin for any other merchant', () => {
    for (const other of [luckystar, saigonlotto]) {
      expect(admits(contentSecurityPolicy(other, []), 'frame-src', game), other.code).toBe(false);
      expect(contentSecurityPolicy(other, [])).not.toMatch(/vendor\.example|rocket\.example|games\.localhost/);
    }
  });

  it('passes fullscreen on to its https game origins only (their frames say allow="fullscreen")', () => {
    expect(Object.fromEntries(securityHeaders(framing, []))['Permissions-Policy']).toMatch(
      / fullscreen=\(self "https:\/\/games\.vendor\.example" "https:\/\/\*\.rocket\.example"\)$/,
    );
    expect(Object.fromEntries(securityHeaders(luckystar, []))['Permissions-Policy']).toMatch(/ fullscreen=\(self\)$/);
  });

  it("writes the sample's loopback stand-in with its any-port source, which no production build ships", () => {
    expect(directive(contentSecurityPolicy(sample, []), 'default-src')).toContain(' http://games.localhost:*');
  });

  it.each(['https://a.example; script-src *', "https://a.example 'unsafe-inline'", 'https://*'])(
    'refuses to write %j, which the settings check refuses too',
    (origin) => {
      const hostile = { ...luckystar, games: { frame: { origins: [origin] } } };
      expect(() => contentSecurityPolicy(hostile, [])).toThrow(/^Content-Security-Policy: refusing the source /);
    },
  );
});
