// The app-server contract: the schema of the `value` of every /wps answer the app reads, by path. Fields
// the app does not read are allowed and not checked (z.object ignores them).
import { z } from 'zod';
import { SYSTEM_COUNTRY_PATH } from '../../auth/countries';
import { DOMAIN_ROUTE_PATH } from '../../routing/domain-route';
import { relayPath, WPS, type OnDemandRelayCall, type WpsPath } from '../endpoints';
import { captchaChallengeSchema } from './captcha';
import {
  announcementSchema,
  availablePromotionSchema,
  downloadLinkSchema,
  promoCodeEnableSchema,
  promotionCategorySchema,
  serviceNoticeSchema,
} from './content';
import { customerServiceItemSchema, launchChatSchema } from './customer-service';
import {
  gameMatchSchema,
  gamePageSchema,
  gameSchema,
  gameUrlSchema,
  gameVendorSchema,
  laneSchema,
  rankEntrySchema,
} from './games';
import { memberInfoSchema, rankProgressSchema, savedMemberInfoSchema, unreadCountSchema } from './member';
import {
  autoUsernameSchema,
  lineSessionSchema,
  loginValueSchema,
  registerValueSchema,
  rsaKeySchema,
  smsCodeSentSchema,
  telegramSettingSchema,
  usernameCheckSchema,
} from './session';
import { domainRouteSchema, systemCountrySchema, systemStatusSchema } from './system';

export const ANSWER_SCHEMAS = {
  [WPS.rsaKey]: rsaKeySchema,
  [WPS.login]: loginValueSchema,
  [WPS.loginVerification]: loginValueSchema,
  [WPS.loginMaya]: loginValueSchema,
  [WPS.loginLine]: loginValueSchema,
  [WPS.loginTelegram]: loginValueSchema,
  [WPS.WPS3RD_verifyLineCode]: lineSessionSchema,
  [WPS.WPSCORE_getTelegramLoginSetting]: telegramSettingSchema,
  [WPS.register]: registerValueSchema,
  [WPS.registerMobile]: registerValueSchema,
  [WPS.registerAutoUsername]: autoUsernameSchema,
  [WPS.registerCheckUsername]: usernameCheckSchema,
  [WPS.smsNoLogin]: smsCodeSentSchema,
  [WPS.memberInfo]: memberInfoSchema,
  [WPS.captchaGeetest]: captchaChallengeSchema,
  [WPS.systemStatus]: systemStatusSchema,
  [SYSTEM_COUNTRY_PATH]: systemCountrySchema,
  [DOMAIN_ROUTE_PATH]: domainRouteSchema,
  [WPS.launchGame]: gameUrlSchema,
  [WPS.CBS_launchChat]: launchChatSchema,
  [WPS.CBS_unreadCount]: unreadCountSchema,
  [WPS.MCSFE_getMerchantAvailablePromotions]: z.array(availablePromotionSchema),
  [WPS.MCSFE_getListAnnouncements]: z.array(announcementSchema),
  [WPS.MCSFE_getFavoriteGamesList]: z.array(gameSchema),
  [WPS.MCSFE_getPlayerRankProgress]: rankProgressSchema,
  [WPS.WPSCORE_getCustomerServiceScript]: z.array(customerServiceItemSchema),
  [WPS.WPSCORE_getDownloadSetting]: z.array(downloadLinkSchema),
  [relayPath('PROMOFE_getPromotionAnnouncementCategory' satisfies OnDemandRelayCall)]: z.array(promotionCategorySchema),
  [relayPath('PROMOFE_getPromoCodeEnable' satisfies OnDemandRelayCall)]: promoCodeEnableSchema,
  [relayPath('CCSFE_getListAnnouncements' satisfies OnDemandRelayCall)]: z.array(serviceNoticeSchema),
  [WPS.GCSGAME_newGameVendor]: z.array(laneSchema),
  [WPS.GCSGAME_gameList]: gamePageSchema,
  [WPS.GCSGAME_hotGamesV2]: z.array(gameSchema),
  [WPS.GCS_recentGame]: z.array(gameSchema),
  [WPS.GCS_gameTrialLaunch]: gameUrlSchema,
  [relayPath('GCSGAME_getGameMatchV2' satisfies OnDemandRelayCall)]: z.array(gameMatchSchema),
  [relayPath('GCSGAME_getRankList' satisfies OnDemandRelayCall)]: z.array(rankEntrySchema),
  [relayPath('GCSGAME_gameVendor' satisfies OnDemandRelayCall)]: z.array(gameVendorSchema),
  [relayPath('WPSCORE_saveMemberInfoByAuthKey' satisfies OnDemandRelayCall)]: savedMemberInfoSchema,
} satisfies Partial<Record<WpsPath, z.ZodType>>;

/** The endpoints whose answers are checked. */
export type CheckedPath = keyof typeof ANSWER_SCHEMAS;
