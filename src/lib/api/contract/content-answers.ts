import { z } from 'zod';
import { gameSchema } from './game-answers';

const text = z.string().nullish();

export const ANNOUNCEMENT_TYPES = ['MARQUEE', 'NEWS', 'BANNER', 'PROMOTION'] as const;
/** SPEC 2 "Banner click types". */
const BANNER_CLICK_TYPES = ['P', 'URL', 'G'] as const;

/** Relay MCSFE_getListAnnouncements: banners, marquee, news and promotions (docs/api.md "Announcement"). */
export const announcementSchema = z.object({
  id: z.string().min(1).describe('Announcement id; the activity page finds its promotion by it.'),
  type: z.enum(ANNOUNCEMENT_TYPES).describe('Which list the item belongs to.'),
  category: text.describe('Banner group (m_home, m_top, m_popup1, m_popup2), or the promotion category.'),
  title: z.string().describe('Title.'),
  content: text.describe('Full text.'),
  summary: text.describe('Promotion summary.'),
  sort: z.number().nullish().describe('Order within the merchant.'),
  imageUrl: text.describe('Banner or promotion picture.'),
  clickType: z.enum(BANNER_CLICK_TYPES).nullish().describe('What a banner click opens.'),
  promotionId: text.describe('P banners: the promotion to open.'),
  url: text.describe('URL banners: where to go.'),
  game: gameSchema.nullish().describe('G banners: the game to launch.'),
});
export type Announcement = z.output<typeof announcementSchema>;

/**
 * Relay CCSFE_getListAnnouncements: the customer centre's notices to members, in the announcement shape; the
 * app shows their text only (docs/api.md "Relay GETs").
 */
export const serviceNoticeSchema = announcementSchema.pick({ id: true, title: true, content: true });
export type ServiceNotice = z.output<typeof serviceNoticeSchema>;

/** Relay PROMOFE_getPromotionAnnouncementCategory: the promotions page filters by these (a PROMOTION's `category`). */
export const promotionCategorySchema = z.object({
  id: z.string().min(1).describe('Category id, as a promotion names it in `category`.'),
  name: z.string().min(1).describe('What the filter shows, as given.'),
});
export type PromotionCategory = z.output<typeof promotionCategorySchema>;

/** Relay PROMOFE_getPromoCodeEnable (cached): registration offers a promo-code field when enabled. */
export const promoCodeEnableSchema = z.object({ enabled: z.boolean().describe('The operator takes promo codes.') });

/** Relay MCSFE_getMerchantAvailablePromotions: SPEC 3 "availablePromotions". */
export const availablePromotionSchema = z.object({
  type: z.string().describe('APP_DOWNLOAD or REFERRAL (others are ignored).'),
  enabled: z.boolean().nullish().describe('The promotion is on.'),
  count: z.number().nullish().describe('Its count.'),
});
export type AvailablePromotion = z.output<typeof availablePromotionSchema>;

/** Relay WPSCORE_getDownloadSetting {domain}: SPEC 3 "Download links" (trimmed by the app, SPEC 5). */
export const downloadLinkSchema = z.object({
  resourceType: z.string().describe('IOS, MOBILECONFIG, Android or AppDownloadIcon (others are ignored).'),
  url: z.string().describe('Where the file, store page or icon is.'),
});
export type DownloadLink = z.output<typeof downloadLinkSchema>;
