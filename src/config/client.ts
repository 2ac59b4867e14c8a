import type { LanguageCode } from './languages';
import type { Merchant } from './schema/merchant';

// Browser code imports this file: it must stay free of build-time libraries (see src/build/client-merchant.ts).

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
  /** SPEC 4 "Device id": where the id is synced across domains; null when the hosts share one registrable domain. */
  deviceSync: DeviceSyncTarget | null;
  /** Social sign-in providers: public by nature (the Firebase web config and LINE channel id ship to browsers). */
  social: Merchant['social'];
  /** Who sees the download bar (login, minimum VIP rank). */
  downloadBar: Merchant['downloadBar'];
  appUpgrade: Merchant['appUpgrade'];
  /** template.desktop_app_feature: the install prompt and download bar also show on desktops. */
  desktopAppFeature: boolean;
  /** games.frame.origins: the game URL origins that open inside the app (config/frame-origins.ts). */
  gameFrameOrigins: string[];
  /** fieldReports.sampleRate: the share of page views that report errors and web vitals (issue 44). */
  fieldSampleRate: number;
  /** memberCentre.profileIconCount: the member chooses among the first this many built-in profile icons. */
  profileIconCount: number;
}

/** The merchant's first domain, whose device id its other registrable domains adopt through a hidden frame. */
export interface DeviceSyncTarget {
  /** https://<first domain>: the frame's origin, the only one whose answer is accepted. */
  origin: string;
  /** Its registrable domain: pages under it keep the copy the frame reads. */
  cookieDomain: string;
}

/** Public URL of a merchant asset copied into the site (same path on every merchant's site). */
export const brandAssetUrl = (assetPath: string, name: string) =>
  `/m/brand/${name}${assetPath.slice(assetPath.lastIndexOf('.'))}`;

/** Id of the <script type="application/json"> in which each page carries its ClientMerchant. */
export const MERCHANT_CONFIG_ID = 'merchant-config';
