import { cookieDomainsOf } from './cookie-domains';
import type { LanguageCode } from './languages';
import type { Merchant } from './schema/merchant';

/** What islands get of a merchant: page data serialised into the HTML, never code in JS chunks. */
export interface ClientMerchant {
  code: string;
  merchantCode: string;
  name: string;
  shortName: string;
  language: LanguageCode;
  languages: LanguageCode[];
  currency: Merchant['currency'];
  country: Merchant['country'];
  flags: Merchant['flags'];
  captcha: Merchant['captcha'];
  apiBaseUrl: string;
  redirectAllowlist: string[];
  loginPromptText: string;
  logo: string;
  /** Browser UI colour, also the headerColor of redirectUrl returns. */
  themeColor: string;
  /** Pixel ids: public by nature (they are sent to the pixels). */
  tracking: Merchant['tracking'];
  /** Registrable domains of the merchant's hosts: where the device-id cookie may be shared. */
  cookieDomains: string[];
}

/** Public URL of a merchant asset copied into the site (same path on every merchant's site). */
export const brandAssetUrl = (assetPath: string, name: string) => `/m/brand/${name}${assetPath.slice(assetPath.lastIndexOf('.'))}`;

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
  };
}

/** Id of the <script type="application/json"> in which each page carries its ClientMerchant. */
export const MERCHANT_CONFIG_ID = 'merchant-config';
