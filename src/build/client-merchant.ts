// Build time only: what islands get of a merchant (ClientMerchant), computed from its settings. Kept out of
// client.ts, which the browser imports, so build-time libraries (the public-suffix list) never ship.
import { brandAssetUrl, type ClientMerchant } from '../config/client';
import { cookieDomainsOf, deviceSyncTarget } from './cookie-domains';
import type { Merchant } from '../config/schema/merchant';

export function toClientMerchant(merchant: Merchant): ClientMerchant {
  return {
    code: merchant.code,
    merchantCode: merchant.merchantCode,
    name: merchant.name,
    shortName: merchant.shortName,
    language: merchant.languages.default,
    languages: merchant.languages.enabled,
    currency: merchant.currency,
    country: merchant.country,
    flags: merchant.flags,
    captcha: merchant.captcha,
    apiBaseUrl: merchant.api.baseUrl,
    redirectAllowlist: merchant.redirectAllowlist,
    loginPromptText: merchant.template.login_prompt_text,
    logo: brandAssetUrl(merchant.template.h5_logo, 'logo'),
    themeColor: merchant.theme.themeColor,
    tracking: merchant.tracking,
    cookieDomains: cookieDomainsOf(merchant.domains),
    deviceSync: deviceSyncTarget(merchant.domains),
    social: merchant.social,
    downloadBar: merchant.downloadBar,
    appUpgrade: merchant.appUpgrade,
    desktopAppFeature: merchant.template.desktop_app_feature,
    gameFrameOrigins: merchant.games.frame.origins,
    profileIconCount: merchant.memberCentre.profileIconCount,
    fieldSampleRate: merchant.fieldReports.sampleRate,
  };
}
