import { z } from 'zod';
import { PIXEL_SCRIPT_URLS, PIXELS, type PixelName } from '../pixels';
import { TRACKED_EVENTS } from '../tracked-events';

const quote = (value: unknown) => JSON.stringify(value);

// Ids go into script URLs and vendor calls: each must have its vendor's shape, or be empty (not configured).
const pixelId = (shape: RegExp, example: string, meaning: string) =>
  z
    .string()
    .refine((value) => value === '' || shape.test(value), {
      error: (issue) => `must be a ${meaning} like ${quote(example)} (or "" for none), got ${quote(issue.input)}`,
    })
    .default('')
    .describe(`${meaning}; empty: the pixel is off.`);
const trackingId = (meaning: string) => z.string().default('').describe(meaning);

// An X event id is made in X Ads Manager per pixel and event: tw-<pixel id>-<event>.
const twitterEventId = z.string().regex(/^tw-[a-z0-9]{4,10}-[a-z0-9]{4,10}$/, {
  error: (issue) => `must be an X event id like "tw-o8z6j-o8z6k", got ${quote(issue.input)}`,
});

/** A pixel's script: an https URL, or a path on the site (not //host: that is another site). */
const scriptUrl = (pixel: PixelName) =>
  z
    .string()
    .refine((value) => /^\/(?!\/)[A-Za-z0-9_/.-]*$/.test(value) || URL.parse(value)?.protocol === 'https:', {
      error: (issue) => `must be an https URL or a path on the site, got ${quote(issue.input)}`,
    })
    .default(PIXEL_SCRIPT_URLS[pixel])
    .describe(`Script of the ${pixel} pixel; the default is the vendor's own.`);

/** Marketing pixel and analytics ids; empty means not configured (no script is loaded). */
export const trackingSchema = z.strictObject({
  facebookPixelId: pixelId(/^[0-9]{5,20}$/, '1234567890123456', 'Meta (Facebook) pixel id'),
  tiktokPixelId: pixelId(/^[A-Z0-9]{10,30}$/, 'CQ1ABCDEFGHIJ2KLMNOP', 'TikTok pixel id'),
  kwaiPixelId: pixelId(/^[0-9]{6,25}$/, '272456330172322', 'Kwai pixel id'),
  gtagId: pixelId(/^(?:G|AW|GT|DC)-[A-Z0-9]{4,20}$/, 'G-ABC123XYZ9', 'Google tag (gtag) id'),
  gtmId: pixelId(/^GTM-[A-Z0-9]{4,12}$/, 'GTM-ABC1234', 'Google Tag Manager container id'),
  twitterPixelId: pixelId(/^[a-z0-9]{4,10}$/, 'o8z6j', 'X (Twitter) pixel id'),
  bigoId: trackingId('Bigo ads id.'),
  propellerId: trackingId('Propeller ads id.'),
  twitterEventIds: z
    .partialRecord(z.enum(TRACKED_EVENTS), twitterEventId)
    .default({})
    .describe('X event id of each tracked event X should count (X Ads Manager); events without one are not sent to X.'),
  scripts: z
    .strictObject(
      Object.fromEntries(PIXELS.map((pixel) => [pixel, scriptUrl(pixel)])) as Record<
        PixelName,
        ReturnType<typeof scriptUrl>
      >,
    )
    .prefault({})
    .describe('Where each pixel script is loaded from; the samples point at the sandbox stand-ins (/__pixels/...).'),
});

export type TrackingSettings = z.output<typeof trackingSchema>;
