import { z } from 'zod';

const trackingId = (meaning: string) => z.string().default('').describe(meaning);

/** Marketing pixel and analytics ids; empty means not configured (no SDK is loaded). */
export const trackingSchema = z.strictObject({
  facebookPixelId: trackingId('Facebook pixel id.'),
  tiktokPixelId: trackingId('TikTok pixel id.'),
  kwaiPixelId: trackingId('Kwai pixel id.'),
  gtagId: trackingId('Google tag (gtag) id.'),
  gtmId: trackingId('Google Tag Manager container id.'),
  twitterPixelId: trackingId('Twitter pixel id.'),
  bigoId: trackingId('Bigo ads id.'),
  propellerId: trackingId('Propeller ads id.'),
});
