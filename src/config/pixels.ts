// The ad pixels a merchant can turn on (issue 15 "Pixels"): which setting holds each id, where each vendor
// serves its script, and the origins its script and beacons need in the Content-Security-Policy.

/** The pixels, by the name of their `tracking.scripts` entry. */
export const PIXELS = ['facebook', 'gtag', 'gtm', 'tiktok', 'kwai', 'twitter'] as const;
export type PixelName = (typeof PIXELS)[number];

/** The `tracking` setting that holds each pixel's id; an empty id turns the pixel off. */
export const PIXEL_ID_SETTINGS = {
  facebook: 'facebookPixelId',
  gtag: 'gtagId',
  gtm: 'gtmId',
  tiktok: 'tiktokPixelId',
  kwai: 'kwaiPixelId',
  twitter: 'twitterPixelId',
} as const satisfies Record<PixelName, string>;

/** The pixels a merchant's tracking settings turn on, with their ids, in PIXELS order. */
export function configuredPixels(tracking: Partial<Record<(typeof PIXEL_ID_SETTINGS)[PixelName], string>>) {
  const pixels: Partial<Record<PixelName, string>> = {};
  for (const pixel of PIXELS) {
    const id = tracking[PIXEL_ID_SETTINGS[pixel]];
    if (id) pixels[pixel] = id;
  }
  return pixels;
}

/** The script each vendor's documented snippet loads (the app adds the id query the snippet adds). */
export const PIXEL_SCRIPT_URLS: Readonly<Record<PixelName, string>> = {
  facebook: 'https://connect.facebook.net/en_US/fbevents.js',
  gtag: 'https://www.googletagmanager.com/gtag/js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  tiktok: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  kwai: 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js',
  twitter: 'https://static.ads-twitter.com/uwt.js',
};

/** What one pixel needs of the policy: scripts it loads, hosts it sends beacons and requests to, images. */
export interface PixelOrigins {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

// Google's CSP guide, "Google Analytics 4": the measurement hosts are regional, hence the wildcards.
const GOOGLE_ANALYTICS: PixelOrigins = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
// Google's CSP guide, "Google Ads conversions": only for an AW- id.
const GOOGLE_ADS: PixelOrigins = {
  script: ['https://www.googleadservices.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
};

const joined = (...parts: PixelOrigins[]): PixelOrigins => ({
  script: parts.flatMap((part) => part.script),
  connect: parts.flatMap((part) => part.connect),
  img: parts.flatMap((part) => part.img),
});

/**
 * The origins each vendor documents (or, for Kwai, which documents none, that its script is seen using) when
 * its script comes from the vendor itself. A gtag id decides its product: G- analytics, AW- ads, others both.
 */
export const PIXEL_ORIGINS: Readonly<Record<PixelName, (id: string) => PixelOrigins>> = {
  facebook: () => ({
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  }),
  gtag: (id) =>
    id.startsWith('G-') ? GOOGLE_ANALYTICS : id.startsWith('AW-') ? GOOGLE_ADS : joined(GOOGLE_ANALYTICS, GOOGLE_ADS),
  // The container itself plus Google Analytics, the tag containers carry; other vendors' tags need their own id here.
  gtm: () => GOOGLE_ANALYTICS,
  tiktok: () => ({
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
    img: ['https://analytics.tiktok.com'],
  }),
  kwai: () => ({
    script: ['https://s1.kwai.net'],
    connect: ['https://s1.kwai.net', 'https://*.adsnebula.com'],
    img: ['https://*.adsnebula.com'],
  }),
  twitter: () => ({
    script: ['https://static.ads-twitter.com'],
    connect: ['https://static.ads-twitter.com', 'https://analytics.twitter.com', 'https://ads-api.twitter.com'],
    img: ['https://analytics.twitter.com', 'https://t.co'],
  }),
};

/**
 * What the policy allows for a pixel whose script is `scriptUrl`: the vendor's origins when the script comes
 * from the vendor's own origin; otherwise (a first-party proxy, the sandbox's stand-in on the site itself) that
 * origin alone, which then also receives the beacons; nothing for a path on the site ('self' covers it).
 */
export function pixelOrigins(pixel: PixelName, id: string, scriptUrl: string): PixelOrigins {
  if (scriptUrl.startsWith('/')) return { script: [], connect: [], img: [] };
  const origin = new URL(scriptUrl).origin;
  if (origin === new URL(PIXEL_SCRIPT_URLS[pixel]).origin) return PIXEL_ORIGINS[pixel](id);
  return { script: [origin], connect: [origin], img: [origin] };
}
