// Issue "Security hardening" 5: the per-merchant CSP and the build check of every inline script.
import { readFileSync } from 'node:fs';
import CryptoJS from 'crypto-js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/config/load';
import type { Merchant } from '@/config/schema/merchant';
import { PIXEL_ID_SETTINGS, PIXEL_ORIGINS, PIXEL_SCRIPT_URLS, PIXELS } from '@/config/pixels';
import { trackingSchema, type TrackingSettings } from '@/config/schema/tracking';
import { contentSecurityPolicy, deviceSyncPolicy, securityHeaders, thirdPartyOrigins } from '@/config/security-headers';
import { VENDOR_SCRIPTS } from '@/features/auth/vendor-captcha';
import { parseHeadersFile, headersFor } from '../../sandbox/cdn-headers';
import { inlineCode, scriptHash, scriptSources, uncoveredInlineCode } from '../../scripts/lib/inline-scripts.mjs';
import { headersFile, writeHeaders } from '../../scripts/lib/site-files.mjs';
import { scratchSite as site } from './build-helpers';

const [sample, saigonlotto] = loadMerchants('merchants', ['luckystar', 'saigonlotto']).merchants as [
  Merchant,
  Merchant,
];
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

describe('the customer-service chat row of the policy', () => {
  type ChatItem = Merchant['customerService'][number];
  const withChats = (...items: Omit<ChatItem, 'labelIds'>[]): Merchant => ({
    ...luckystar,
    customerService: items.map((item) => ({ labelIds: [], ...item })),
  });
  // As the operator stores a path that is not http (tests/unit/lib/customer-service/path.test.ts).
  const encryptPath = (plaintext: string, key: string) =>
    CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString() + key;

  it('keeps a host that could end the directive out of the policy', () => {
    for (const path of ['https://a;b.example/chat', "https://a'b.example/chat", 'https://a,b.example/x'])
      expect(thirdPartyOrigins(withChats({ csType: 'TX-CHAT', path })).script, path).toEqual([]);
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
    expect(thirdPartyOrigins(merchant).script).toEqual([
      'https://*.livechatinc.com',
      'https://cdn.livechatinc.com',
      'wss://*.livechatinc.com',
    ]);
    const policy = contentSecurityPolicy(merchant, []);
    for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src']) {
      expect(directive(policy, name), name).toContain(' https://cdn.livechatinc.com');
      expect(directive(policy, name), name).toContain(' https://*.livechatinc.com');
    }
  });

  it('adds the Comm100 hosts for a Comm100 item, and only the origin for a frame provider', () => {
    const merchant = withChats(
      { csType: 'COMM100VIP', path: 'https://vue.comm100.com/livechat.ashx?siteId=1' },
      { csType: 'TX-CHAT', path: 'https://chat.tx.example/visitor' },
    );
    expect(thirdPartyOrigins(merchant).script).toEqual([
      'https://*.comm100.com',
      'https://*.comm100.io',
      'https://chat.tx.example',
      'https://vue.comm100.com',
      'wss://*.comm100.io',
    ]);
  });

  it('adds the origin of the URL an encrypted path decrypts to', () => {
    const path = encryptPath('https://chat.aican.example/visitor?site=7', 'k3Y9abcd');
    expect(path).not.toContain('aican');
    expect(thirdPartyOrigins(withChats({ csType: 'AICAN', path })).script).toEqual(['https://chat.aican.example']);
    const live = encryptPath('https://secure.livechatinc.com/licence/1/open_chat.cgi', 'abcdefgh');
    expect(thirdPartyOrigins(withChats({ csType: 'LIVECHAT', path: live })).script).toEqual([
      'https://*.livechatinc.com',
      'https://secure.livechatinc.com',
      'wss://*.livechatinc.com',
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

describe('the device-id sync page (SPEC 4 "Device id"): framed by the merchant\'s own origins only', () => {
  const syncPolicy = deviceSyncPolicy(saigonlotto, ['sha256-sync=']);
  const rules = parseHeadersFile(headersFile(securityHeaders(saigonlotto, ['sha256-abc=']), syncPolicy));
  const named = (pathname: string, name: string) =>
    headersFor(rules, pathname)
      .filter(([header]) => header === name)
      .map(([, value]) => value);

  it("has a policy of its own: its hashed script, nothing else, and frame-ancestors the merchant's origins", () => {
    expect(syncPolicy).toBe(
      "default-src 'none'; script-src 'sha256-sync='; base-uri 'none'; form-action 'none'; " +
        'frame-ancestors https://saigonlotto.example https://www.saigonlotto.example https://sgl.example',
    );
  });

  it("lets the merchant's pages frame its first domain (frame-src), and only for a merchant on several registrable domains", () => {
    expect(directive(contentSecurityPolicy(saigonlotto, []), 'frame-src')).toMatch(/ https:\/\/saigonlotto\.example$/);
    expect(directive(contentSecurityPolicy(luckystar, []), 'frame-src')).toBe("frame-src 'self'");
  });

  it('replaces the site policy and X-Frame-Options there (detached, as Cloudflare Pages does), and only there', () => {
    for (const pathname of ['/device-sync', '/device-sync.html']) {
      expect(named(pathname, 'Content-Security-Policy'), pathname).toEqual([syncPolicy]);
      expect(named(pathname, 'X-Frame-Options'), pathname).toEqual([]);
      expect(named(pathname, 'X-Content-Type-Options'), pathname).toEqual(['nosniff']);
      expect(named(pathname, 'Cache-Control'), pathname).toEqual(['no-cache']);
    }
    for (const pathname of ['/m/home', '/m/login', '/', '/device-sync/x', '/m/device-sync']) {
      expect(directive(named(pathname, 'Content-Security-Policy')[0]!, 'frame-ancestors'), pathname).toBe(
        "frame-ancestors 'none'",
      );
      expect(named(pathname, 'X-Frame-Options'), pathname).toEqual(['DENY']);
    }
  });

  it("writes _headers with the sync page's script hashed into its own policy and no other", async () => {
    const dir = site({ 'm/home.html': '<script>one()</script>', 'device-sync.html': '<script>sync()</script>' });
    await writeHeaders(dir, saigonlotto);
    const written = parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'));
    const policyOf = (pathname: string) =>
      headersFor(written, pathname).find(([name]) => name === 'Content-Security-Policy')![1];
    expect(scriptSources(policyOf('/device-sync'))).toEqual([`'${scriptHash('sync()')}'`]);
    expect(scriptSources(policyOf('/m/home'))).toEqual(["'self'", `'${scriptHash('one()')}'`]);
  });

  it('fails the build for a sync page whose inline code its policy does not allow', async () => {
    const dir = site({ 'device-sync.html': '<script>sync()</script><img src="x" onerror="steal()">' });
    await expect(writeHeaders(dir, saigonlotto)).rejects.toThrow(
      'device-sync.html: <img> has an inline event handler onerror=',
    );
  });

  it('leaves _headers without a sync rule for a merchant whose site has no sync page', async () => {
    const dir = site({ 'm/home.html': '<script>one()</script>' });
    await writeHeaders(dir, luckystar);
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).not.toContain('device-sync');
  });
});
