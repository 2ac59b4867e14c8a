// The security headers of every file of a merchant's site (issue "Security hardening" 5): a strict
// Content-Security-Policy built from the merchant's settings, and the usual hardening headers.
import CryptoJS from 'crypto-js';
import { decryptCustomerServicePathWith } from './customer-service-path';
import { deviceSyncTarget, merchantOrigins } from './cookie-domains';
import { PIXEL_ID_SETTINGS, PIXELS, pixelOrigins } from './pixels';
import type { Merchant } from './schema/merchant';

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

/** An SDK that draws UI (captcha, sign-in popups): its origins serve scripts, styles, calls and frames. */
const everywhere = (origins: readonly string[]): ThirdPartySources => ({
  script: origins,
  style: origins,
  connect: origins,
  frame: origins,
});

/** Firebase Auth in production: Google's sign-in helper (gapi), reCAPTCHA, the token APIs and the popup's domain. */
const FIREBASE_ORIGINS = [
  'https://apis.google.com',
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://recaptcha.google.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

/** What each chat vendor's widget loads besides its script: its frames, APIs and sockets (by host family). */
const CHAT_VENDOR_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  LIVECHAT: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
  COMM100: ['https://*.comm100.com', 'https://*.comm100.io', 'wss://*.comm100.io'],
  COMM100VIP: ['https://*.comm100.com', 'https://*.comm100.io', 'wss://*.comm100.io'],
};

const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/** The origins of a merchant's customer-service items (decrypted when encrypted); site paths need none. */
function chatOrigins(merchant: Merchant): string[] {
  const crypto = { DES: CryptoJS.DES, Utf8: CryptoJS.enc.Utf8, ECB: CryptoJS.mode.ECB, Pkcs7: CryptoJS.pad.Pkcs7 };
  return merchant.customerService.flatMap((item) => {
    const url = URL.parse(decryptCustomerServicePathWith(crypto, item.path) ?? '');
    // Only a plain host may enter the policy: "a;b.example" would end the directive and start another.
    if (!url || !/^https?:$/.test(url.protocol) || !PLAIN_HOST.test(url.host)) return [];
    return [url.origin, ...(CHAT_VENDOR_ORIGINS[item.csType] ?? [])];
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
 * Every third-party origin the app can load, each behind the setting that turns it on. A feature that
 * loads from a new origin (firebase sign-in, chat widgets, pixels) adds its row here, or its pages break.
 */
export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    name: 'vendor captcha (captcha.geetestId)',
    enabled: (merchant) => merchant.captcha.geetestId !== '',
    // The loader script, its JSONP challenge hosts and their fallback domain.
    sources: () =>
      everywhere([
        'https://static.geetest.com',
        'https://api.geetest.com',
        'https://gcaptcha4.geetest.com',
        'https://monitor.geetest.com',
        'https://static.geevisit.com',
        'https://api.geevisit.com',
        'https://gcaptcha4.geevisit.com',
      ]),
  },
  {
    name: 'Firebase sign-in (social.firebase)',
    enabled: (merchant) => merchant.social.firebase !== null,
    // A demo project talks to the local emulator only; gapi still comes from Google (the popup's helper frame).
    sources: ({ social: { firebase } }) =>
      everywhere(
        firebase?.emulator
          ? [firebase.emulator, 'https://apis.google.com']
          : [...FIREBASE_ORIGINS, `https://${firebase?.authDomain}`],
      ),
  },
  {
    name: 'customer-service chat (customerService[])',
    enabled: (merchant) => chatOrigins(merchant).length > 0,
    // Script providers run the vendor's widget in the page; frame providers' pages open in the app's sheet.
    sources: (merchant) => everywhere(chatOrigins(merchant)),
  },
  {
    name: 'Firebase Cloud Messaging (social.firebase messagingSenderId and vapidKey)',
    enabled: ({ social: { firebase } }) => Boolean(firebase?.messagingSenderId && firebase.vapidKey),
    // The installations service and the push registrations API; there is no emulator of either.
    sources: () =>
      everywhere(['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com']),
  },
  ...PIXEL_PARTIES,
];

const sortedUnique = (origins: Iterable<string>) => [...new Set(origins)].sort();

/** The third-party origins of each directive that this merchant's settings turn on, sorted; the API's origin may be called too. */
export function thirdPartyOrigins(merchant: Merchant): ThirdPartySources {
  const enabled = THIRD_PARTIES.filter((party) => party.enabled(merchant)).map((party) => party.sources(merchant));
  const api = merchant.api.baseUrl ? [new URL(merchant.api.baseUrl).origin] : [];
  const of = (directive: keyof ThirdPartySources) => enabled.flatMap((sources) => sources[directive] ?? []);
  return {
    script: sortedUnique(of('script')),
    style: sortedUnique(of('style')),
    connect: sortedUnique([...of('connect'), ...api]),
    frame: sortedUnique(of('frame')),
  };
}

/** `'sha256-<base64>'` sources, one per inline script the pages carry. */
export type ScriptHash = `sha256-${string}`;

/**
 * The policy: scripts from the site and the hashed inline scripts only (no 'unsafe-inline'); styles may be
 * inline (brand colours, React style props); images from any https origin (game and banner CDNs).
 */
export function contentSecurityPolicy(merchant: Merchant, inlineScriptHashes: readonly ScriptHash[]): string {
  const { script, style, connect, frame } = thirdPartyOrigins(merchant);
  const hashes = [...new Set(inlineScriptHashes)].sort().map((hash) => `'${hash}'`);
  // SPEC 4 "Device id": pages on the merchant's other registrable domains frame its first domain's sync page.
  const syncFrame = deviceSyncTarget(merchant.domains)?.origin;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...script],
    ['style-src', "'self'", "'unsafe-inline'", ...style],
    // Any https image: game and banner CDNs, and every pixel's image beacon (PIXEL_ORIGINS img).
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connect],
    ['frame-src', "'self'", ...frame, ...(syncFrame ? [syncFrame] : [])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The device-id sync page's own policy (SPEC 4 "Device id"): nothing but its hashed inline script, and framing
 * by the merchant's own origins only; every other page keeps frame-ancestors 'none'.
 */
export function deviceSyncPolicy(merchant: Merchant, inlineScriptHashes: readonly ScriptHash[]): string {
  const hashes = [...new Set(inlineScriptHashes)].sort().map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', ...hashes],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', ...merchantOrigins(merchant.domains)],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers the sync page replaces: the policy above, and X-Frame-Options, which can only deny. */
export const FRAMING_HEADERS = ['Content-Security-Policy', 'X-Frame-Options'] as const;

/** Powerful features no page of the app uses; fullscreen stays for the home-screen app. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), fullscreen=(self)';

/** HSTS for a year; browsers honour it on https only, and it leaves other subdomains of the brand alone. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Every security header, in the order they are written. */
export function securityHeaders(merchant: Merchant, inlineScriptHashes: readonly ScriptHash[]): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(merchant, inlineScriptHashes)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
  ];
}
