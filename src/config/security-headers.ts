// The security headers of every file of a merchant's site (issue "Security hardening" 5): a strict
// Content-Security-Policy built from the merchant's settings, and the usual hardening headers.
import CryptoJS from 'crypto-js';
import { cryptoParts } from '../lib/crypto/crypto-js';
import { decryptCustomerServicePathWith } from '../lib/customer-service/path';
import { deviceSyncTarget, merchantOrigins } from './cookie-domains';
import type { Merchant } from './schema/merchant';

/** A third party the app loads code or data from, and which merchant settings turn it on. */
export interface ThirdParty {
  name: string;
  enabled: (merchant: Merchant) => boolean;
  /** Origins allowed as script-src, style-src, connect-src and frame-src. */
  origins: (merchant: Merchant) => readonly string[];
}

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
  const crypto = cryptoParts(CryptoJS);
  return merchant.customerService.flatMap((item) => {
    const url = URL.parse(decryptCustomerServicePathWith(crypto, item.path) ?? '');
    // Only a plain host may enter the policy: "a;b.example" would end the directive and start another.
    if (!url || !/^https?:$/.test(url.protocol) || !PLAIN_HOST.test(url.host)) return [];
    return [url.origin, ...(CHAT_VENDOR_ORIGINS[item.csType] ?? [])];
  });
}

/**
 * Every third-party origin the app can load, each behind the setting that turns it on. A feature that
 * loads from a new origin (firebase sign-in, chat widgets, pixels) adds its row here, or its pages break.
 */
export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    name: 'vendor captcha (captcha.geetestId)',
    enabled: (merchant) => merchant.captcha.geetestId !== '',
    // The loader script, its JSONP challenge hosts and their fallback domain.
    origins: () => [
      'https://static.geetest.com',
      'https://api.geetest.com',
      'https://gcaptcha4.geetest.com',
      'https://monitor.geetest.com',
      'https://static.geevisit.com',
      'https://api.geevisit.com',
      'https://gcaptcha4.geevisit.com',
    ],
  },
  {
    name: 'Firebase sign-in (social.firebase)',
    enabled: (merchant) => merchant.social.firebase !== null,
    // A demo project talks to the local emulator only; gapi still comes from Google (the popup's helper frame).
    origins: ({ social: { firebase } }) =>
      firebase?.emulator
        ? [firebase.emulator, 'https://apis.google.com']
        : [...FIREBASE_ORIGINS, `https://${firebase?.authDomain}`],
  },
  {
    name: 'customer-service chat (customerService[])',
    enabled: (merchant) => chatOrigins(merchant).length > 0,
    // Script providers run the vendor's widget in the page; frame providers' pages open in the app's sheet.
    origins: chatOrigins,
  },
  {
    name: 'Firebase Cloud Messaging (social.firebase messagingSenderId and vapidKey)',
    enabled: ({ social: { firebase } }) => Boolean(firebase?.messagingSenderId && firebase.vapidKey),
    // The installations service and the push registrations API; there is no emulator of either.
    origins: () => ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'],
  },
];

/** The third-party origins this merchant's settings turn on, sorted; the API's origin may be called too. */
export function thirdPartyOrigins(merchant: Merchant): { scripts: string[]; connect: string[] } {
  const scripts = THIRD_PARTIES.filter((party) => party.enabled(merchant)).flatMap((party) => party.origins(merchant));
  const api = merchant.api.baseUrl ? [new URL(merchant.api.baseUrl).origin] : [];
  return { scripts: [...new Set(scripts)].sort(), connect: [...new Set([...scripts, ...api])].sort() };
}

/** `'sha256-<base64>'` sources, one per inline script the pages carry. */
export type ScriptHash = `sha256-${string}`;

/**
 * The policy: scripts from the site and the hashed inline scripts only (no 'unsafe-inline'); styles may be
 * inline (brand colours, React style props); images from any https origin (game and banner CDNs).
 */
export function contentSecurityPolicy(merchant: Merchant, inlineScriptHashes: readonly ScriptHash[]): string {
  const { scripts, connect } = thirdPartyOrigins(merchant);
  const hashes = [...new Set(inlineScriptHashes)].sort().map((hash) => `'${hash}'`);
  // SPEC 4 "Device id": pages on the merchant's other registrable domains frame its first domain's sync page.
  const syncFrame = deviceSyncTarget(merchant.domains)?.origin;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...scripts],
    ['style-src', "'self'", "'unsafe-inline'", ...scripts],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connect],
    ['frame-src', "'self'", ...scripts, ...(syncFrame ? [syncFrame] : [])],
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
