import { z } from 'zod';
import { PIXEL_SCRIPT_URLS, PIXELS, type PixelName } from '../pixels';
import { TRACKED_EVENTS } from '../tracked-events';
import { httpsUrlOrSitePath, quote } from './primitives';

// Ids go into script URLs and vendor calls: each must have its vendor's shape, or be empty (not configured).
const pixelId = (shape: RegExp, example: string, meaning: string) =>
  z
    .string()
    .refine((value) => value === '' || shape.test(value), {
      error: (issue) => `must be a ${meaning} like ${quote(example)} (or "" for none), got ${quote(issue.input)}`,
    })
    .default('')
    .describe(`${meaning}; empty: the pixel is off.`);
// Ids of vendors that document no shape: a plain token (it travels in JSON to the API and the page).
const trackingId = (meaning: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,64}$/, {
      error: (issue) =>
        `must be an id of at most 64 letters, digits, ".", "_" and "-" (or "" for none), got ${quote(issue.input)}`,
    })
    .default('')
    .describe(`${meaning}: at most 64 letters, digits, ".", "_" and "-"; empty for none.`);

// An X event id is made in X Ads Manager per pixel and event: tw-<pixel id>-<event>.
const twitterEventId = z.string().regex(/^tw-[a-z0-9]{4,10}-[a-z0-9]{4,10}$/, {
  error: (issue) => `must be an X event id like "tw-o8z6j-o8z6k", got ${quote(issue.input)}`,
});

/** A pixel's script: its origin enters the policy's script-src, so an https URL with a plain host, or a path on the site. */
const pixelScript = (pixel: PixelName) =>
  httpsUrlOrSitePath
    .default(PIXEL_SCRIPT_URLS[pixel])
    .describe(
      `Script of the ${pixel} pixel: an https URL with a plain host (letters, digits, dots, hyphens; no "*" or user info), or a path on the site; the default is the vendor's own.`,
    );

/** Marketing pixel and analytics ids; empty means not configured (no script is loaded). */
export const trackingSchema = z.strictObject({
  facebookPixelId: pixelId(/^[0-9]{5,20}$/, '1234567890123456', 'Meta (Facebook) pixel id'),
  tiktokPixelId: pixelId(/^[A-Z0-9]{10,30}$/, 'CQ1ABCDEFGHIJ2KLMNOP', 'TikTok pixel id'),
  kwaiPixelId: pixelId(/^[0-9]{6,25}$/, '272456330172322', 'Kwai pixel id'),
  gtagId: pixelId(/^(?:G|AW|GT|DC)-[A-Z0-9]{4,20}$/, 'G-ABC123XYZ9', 'Google tag (gtag) id'),
  gtmId: pixelId(/^GTM-[A-Z0-9]{4,12}$/, 'GTM-ABC1234', 'Google Tag Manager container id'),
  twitterPixelId: pixelId(/^[a-z0-9]{4,10}$/, 'o8z6j', 'X (Twitter) pixel id'),
  bigoId: trackingId('Bigo ads id'),
  propellerId: trackingId('Propeller ads id'),
  twitterEventIds: z
    .partialRecord(z.enum(TRACKED_EVENTS), twitterEventId)
    .default({})
    .describe('X event id of each tracked event X should count (X Ads Manager); events without one are not sent to X.'),
  scripts: z
    .strictObject(
      Object.fromEntries(PIXELS.map((pixel) => [pixel, pixelScript(pixel)])) as Record<
        PixelName,
        ReturnType<typeof pixelScript>
      >,
    )
    .prefault({})
    .describe('Where each pixel script is loaded from; the samples point at the sandbox stand-ins (/__pixels/...).'),
});

export type TrackingSettings = z.output<typeof trackingSchema>;
