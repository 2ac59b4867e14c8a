// The app-server contract: the schema of the `value` of every /wps answer the app reads, by kind. Fields
// the app does not read are allowed and not checked (z.object ignores them).
import { z } from 'zod';
import { captchaChallengeSchema } from './captcha-answers';
import {
  announcementSchema,
  availablePromotionSchema,
  downloadLinkSchema,
  promoCodeEnableSchema,
  promotionCategorySchema,
  serviceNoticeSchema,
} from './content-answers';
import { customerServiceItemSchema, launchChatSchema } from './customer-service-answers';
import {
  gameMatchSchema,
  gamePageSchema,
  gameSchema,
  gameUrlSchema,
  gameVendorSchema,
  laneSchema,
  rankEntrySchema,
} from './game-answers';
import { memberInfoSchema, rankProgressSchema, savedMemberInfoSchema, unreadCountSchema } from './member-answers';
import {
  autoUsernameSchema,
  lineSessionSchema,
  loginValueSchema,
  registerValueSchema,
  rsaKeySchema,
  smsCodeSentSchema,
  telegramSettingSchema,
  usernameCheckSchema,
} from './session-answers';
import { domainRouteSchema, systemCountrySchema, systemStatusSchema } from './system-answers';

/** The schema of each kind of answer the app reads, by name: a declared call names its answer here (../call.ts). */
export const ANSWERS = {
  rsaKey: rsaKeySchema,
  loginValue: loginValueSchema,
  lineSession: lineSessionSchema,
  telegramSetting: telegramSettingSchema,
  registerValue: registerValueSchema,
  autoUsername: autoUsernameSchema,
  usernameCheck: usernameCheckSchema,
  smsCodeSent: smsCodeSentSchema,
  memberInfo: memberInfoSchema,
  captchaChallenge: captchaChallengeSchema,
  systemStatus: systemStatusSchema,
  systemCountry: systemCountrySchema,
  domainRoute: domainRouteSchema,
  gameUrl: gameUrlSchema,
  launchChat: launchChatSchema,
  unreadCount: unreadCountSchema,
  availablePromotions: z.array(availablePromotionSchema),
  announcements: z.array(announcementSchema),
  games: z.array(gameSchema),
  rankProgress: rankProgressSchema,
  customerServiceItems: z.array(customerServiceItemSchema),
  downloadLinks: z.array(downloadLinkSchema),
  promotionCategories: z.array(promotionCategorySchema),
  promoCodeEnable: promoCodeEnableSchema,
  serviceNotices: z.array(serviceNoticeSchema),
  lanes: z.array(laneSchema),
  gamePage: gamePageSchema,
  gameMatches: z.array(gameMatchSchema),
  rankList: z.array(rankEntrySchema),
  gameVendors: z.array(gameVendorSchema),
  savedMemberInfo: savedMemberInfoSchema,
} satisfies Record<string, z.ZodType>;

export type AnswerName = keyof typeof ANSWERS;
