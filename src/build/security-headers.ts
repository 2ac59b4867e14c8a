// The security headers of every file of a merchant's site (issue "Security hardening" 5): a strict
// Content-Security-Policy built from the merchant's settings, and the usual hardening headers.
import CryptoJS from 'crypto-js';
import { decryptCustomerServicePathWith } from '../config/customer-service-path';
import { deviceSyncTarget, merchantOrigins } from './cookie-domains';
import { PIXEL_ID_SETTINGS, PIXELS, pixelOrigins } from '../config/pixels';
import type { Merchant } from '../config/schema/merchant';

/** The policy's directives that name third-party origins. */
export interface ThirdPartySources {
  script: readonly string[];
  style: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
}

/** A third party the app loads code or data from, and which merchant settings turn it on. */
export interface ThirdParty {
  name: string;
  enabled: (merchant: Merchant) => boolean;
  /** The origins each directive allows for it. */
  sources: (merchant: Merchant) => Partial<ThirdPartySources>;
}

/** Firebase Auth in production (SPEC 4 social sign-in; phone sign-in through reCAPTCHA). */
const FIREBASE_AUTH = {
  // Google's sign-in helper (gapi) for the popup, and reCAPTCHA's loader and its code.
  script: ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'],
  // The token and account APIs (identitytoolkit, securetoken, www.googleapis.com) and reCAPTCHA's calls.
  connect: ['https://*.googleapis.com', 'https://www.google.com'],
  // reCAPTCHA's challenge frames; the project's own auth domain is added per merchant (its __/auth/iframe).
  frame: ['https://www.google.com', 'https://recaptcha.google.com'],
};

/** What each chat vendor's widget loads besides its script: its frames, APIs, sockets and styles (by host family). */
const LIVECHAT: Partial<ThirdPartySources> = {
  script: ['https://*.livechatinc.com'],
  style: ['https://*.livechatinc.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
  frame: ['https://*.livechatinc.com'],
};
const COMM100: Partial<ThirdPartySources> = {
  script: ['https://*.comm100.com', 'https://*.comm100.io'],
  style: ['https://*.comm100.com', 'https://*.comm100.io'],
  connect: ['https://*.comm100.com', 'https://*.comm100.io', 'wss://*.comm100.io'],
  frame: ['https://*.comm100.com', 'https://*.comm100.io'],
};
const CHAT_VENDOR_ORIGINS: Readonly<Record<string, Partial<ThirdPartySources>>> = {
  LIVECHAT,
  COMM100,
  COMM100VIP: COMM100,
};

const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * What a merchant's customer-service items need (decrypted when encrypted; site paths need nothing): a script
 * provider's widget runs in the page (its origin and its vendor's family), a frame provider's page opens in
 * the app's sheet (frame-src only).
 */
function chatSources(merchant: Merchant): Partial<ThirdPartySources>[] {
  const crypto = { DES: CryptoJS.DES, Utf8: CryptoJS.enc.Utf8, ECB: CryptoJS.mode.ECB, Pkcs7: CryptoJS.pad.Pkcs7 };
  return merchant.customerService.flatMap((item) => {
    const url = URL.parse(decryptCustomerServicePathWith(crypto, item.path) ?? '');
    // Only a plain host may enter the policy: "a;b.example" would end the directive and start another.
    if (!url || !/^https?:$/.test(url.protocol) || !PLAIN_HOST.test(url.host)) return [];
    const vendor = CHAT_VENDOR_ORIGINS[item.csType];
    if (!vendor) return [{ frame: [url.origin] }];
    return [vendor, { script: [url.origin], connect: [url.origin], frame: [url.origin] }];
  });
}

/** One row per ad pixel (src/config/pixels.ts): a script and its beacons, never styles or frames. */
const PIXEL_PARTIES: ThirdParty[] = PIXELS.map((pixel) => ({
  name: `${pixel} pixel (tracking.${PIXEL_ID_SETTINGS[pixel]})`,
  enabled: (merchant) => merchant.tracking[PIXEL_ID_SETTINGS[pixel]] !== '',
  sources: ({ tracking }) => {
    const origins = pixelOrigins(pixel, tracking[PIXEL_ID_SETTINGS[pixel]], tracking.scripts[pixel]);
    return { script: origins.script, connect: origins.connect };
  },
}));

/**
 * Every third-party origin the app can load, each behind the setting that turns it on, in the directives
 * it needs. A feature that loads from a new origin adds its row here, or its pages break.
 */
export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    name: 'vendor captcha (captcha.geetestId)',
    enabled: (merchant) => merchant.captcha.geetestId !== '',
    // The loader, its JSONP challenge hosts and styles, on the vendor's two domains (the second is its fallback).
    sources: () => {
      const hosts = ['https://*.geetest.com', 'https://*.geevisit.com'];
      return { script: hosts, style: hosts, connect: hosts };
    },
  },
  {
    name: 'Firebase sign-in (social.firebase)',
    enabled: (merchant) => merchant.social.firebase !== null,
    // A demo project talks to the local emulator only (demo and test builds: build-env.ts drops it elsewhere).
    sources: ({ social: { firebase } }) =>
      firebase?.emulator
        ? { script: ['https://apis.google.com'], connect: [firebase.emulator], frame: [firebase.emulator] }
        : { ...FIREBASE_AUTH, frame: [...FIREBASE_AUTH.frame, `https://${firebase?.authDomain}`] },
  },
  {
    name: 'customer-service chat (customerService[])',
    enabled: (merchant) => chatSources(merchant).length > 0,
    sources: (merchant) => {
      const parts = chatSources(merchant);
      const of = (directive: keyof ThirdPartySources) => parts.flatMap((part) => part[directive] ?? []);
      return { script: of('script'), style: of('style'), connect: of('connect'), frame: of('frame') };
    },
  },
  {
    name: 'Firebase Cloud Messaging (social.firebase messagingSenderId and vapidKey)',
    enabled: ({ social: { firebase } }) => Boolean(firebase?.messagingSenderId && firebase.vapidKey),
    // The installations service and the push registrations API; there is no emulator of either.
    sources: () => ({
      connect: ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'],
    }),
  },
  {
    name: 'game frames (games.frame.origins)',
    enabled: (merchant) => merchant.games.frame.origins.length > 0,
    // Issue 27: the vendors whose games open inside the app's frame, for this merchant only.
    sources: ({ games }) => ({ frame: games.frame.origins }),
  },
  ...PIXEL_PARTIES,
];

/** Whether `wildcard` ("https://*.example.com") covers `origin` ("https://cdn.example.com"), as CSP matches hosts. */
function covers(wildcard: string, origin: string): boolean {
  const match = /^([a-z]+:\/\/)\*(\.[^/:]+)$/.exec(wildcard);
  return Boolean(match && origin.startsWith(match[1]!) && origin.endsWith(match[2]!) && !origin.includes(':', 6));
}

/** Sorted, without duplicates and without origins a wildcard of the same list already covers. */
function compact(origins: Iterable<string>): string[] {
  const unique = [...new Set(origins)];
  return unique.filter((origin) => !unique.some((other) => other !== origin && covers(other, origin))).sort();
}

/** The third-party origins of each directive that this merchant's settings turn on; the API's origin may be called too. */
export function thirdPartyOrigins(merchant: Merchant): ThirdPartySources {
  const enabled = THIRD_PARTIES.filter((party) => party.enabled(merchant)).map((party) => party.sources(merchant));
  const api = merchant.api.baseUrl ? [new URL(merchant.api.baseUrl).origin] : [];
  const of = (directive: keyof ThirdPartySources) => enabled.flatMap((sources) => sources[directive] ?? []);
  return {
    script: compact(of('script')),
    style: compact(of('style')),
    connect: compact([...of('connect'), ...api]),
    frame: compact(of('frame')),
  };
}

/** `'sha256-<base64>'` sources, one per inline script the pages carry. */
export type ScriptHash = `sha256-${string}`;

/**
 * How the policy writes an origin: https and wss ones without their scheme, which on an https page matches
 * https and wss only (CSP3 "scheme-part matching"), so one host source serves calls and sockets and the line
 * stays short; any other scheme (the emulator's http on loopback, demo builds only) as it is.
 */
function hostSources(origins: readonly string[]): string[] {
  return [...new Set(origins.map((origin) => origin.replace(/^(?:https|wss):\/\//, '')))];
}

/** Who may frame the site's pages: nobody, or, with the device-id sync page, the merchant's own origins. */
function frameAncestors(merchant: Merchant): string[] {
  return deviceSyncTarget(merchant.domains) ? ["'self'", ...merchantOrigins(merchant.domains)] : ["'none'"];
}

/**
 * The policy. Scripts: the hashed inline scripts and what they insert ('strict-dynamic'; every page starts
 * its scripts through the boot script of scripts/lib/script-boot.ts), with 'self' and the third parties'
 * hosts only for browsers without 'strict-dynamic', which ignore them. Calls and frames fall back to
 * default-src, which names their hosts once. Styles may be inline (brand colours, React style props);
 * images from any https origin (game and banner CDNs, pixel beacons).
 */
export function contentSecurityPolicy(merchant: Merchant, inlineScriptHashes: readonly ScriptHash[]): string {
  const { script, style, connect, frame } = thirdPartyOrigins(merchant);
  const hashes = [...new Set(inlineScriptHashes)].sort().map((hash) => `'${hash}'`);
  // SPEC 4 "Device id": pages on the merchant's other registrable domains frame its first domain's sync page.
  const syncFrame = deviceSyncTarget(merchant.domains)?.origin;
  const fallback = compact([...connect, ...frame, ...(syncFrame ? [syncFrame] : [])]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'", ...hostSources(fallback)],
    ['script-src', "'strict-dynamic'", ...hashes, "'self'", ...hostSources(script)],
    ['style-src', "'self'", "'unsafe-inline'", ...hostSources(style)],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...hostSources(frameAncestors(merchant))],
  ];
  return directives.map((directive) => directive.map(policyToken).join(' ')).join('; ');
}

// A keyword or hash in quotes, a scheme, or a host (a leading "*." at most) with its scheme and port (a
// loopback stand-in's may be "*"): nothing that could end a source or a directive, and no lone "*".
const POLICY_TOKEN =
  /^(?:'[a-z0-9+/=-]+'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/** The writer's own check (the settings are checked too): a token that is not a plain source fails the build. */
function policyToken(token: string): string {
  if (!POLICY_TOKEN.test(token))
    throw new Error(`Content-Security-Policy: refusing the source ${JSON.stringify(token)}`);
  return token;
}

/** Powerful features no page of the app uses; fullscreen stays for the home-screen app. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * Fullscreen for the page and the https origins of its framed games (their frame's allow="fullscreen" can
 * only pass on what this grants); a loopback stand-in's "*" port is no origin here, and it needs none.
 */
function permissionsPolicy(merchant: Merchant): string {
  const games = merchant.games.frame.origins.filter((origin) => origin.startsWith('https://'));
  return `${PERMISSIONS_POLICY}, fullscreen=(${['self', ...games.map((origin) => `"${policyToken(origin)}"`)].join(' ')})`;
}

/** HSTS for a year; browsers honour it on https only, and it leaves other subdomains of the brand alone. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Every security header, in the order they are written; the same on every path of the site. */
export function securityHeaders(merchant: Merchant, inlineScriptHashes: readonly ScriptHash[]): [string, string][] {
  const framable = frameAncestors(merchant)[0] !== "'none'";
  return [
    ['Content-Security-Policy', contentSecurityPolicy(merchant, inlineScriptHashes)],
    // X-Frame-Options can only deny (or allow its own origin); where other origins may frame, frame-ancestors says so.
    ...(framable ? [] : [['X-Frame-Options', 'DENY'] as [string, string]]),
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin'],
    ['Permissions-Policy', permissionsPolicy(merchant)],
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
  ];
}
