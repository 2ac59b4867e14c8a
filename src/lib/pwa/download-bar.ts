// SPEC 4 "Download bar": when the top download bar shows, its close flag and its bonus badge.
import type { KeyValueStore } from '../storage/types';
import { STORAGE_KEYS } from '../storage/keys';

/** SPEC 3 "Stored browser state", session flags: hide download bar. */
export const HIDE_DOWNLOAD_BAR_KEY = STORAGE_KEYS.hideDownloadBar;

export interface DownloadBarInput {
  /** Running inside the operator's native app. */
  inNativeApp: boolean;
  /** Running as an installed PWA (standalone display mode). */
  installedPwa: boolean;
  /** The session hide flag (readDownloadBarHidden). */
  hiddenForSession: boolean;
  /** Opened from an iOS home-screen webclip. */
  homeScreenWebclip: boolean;
  /** The merchant has an iOS download link. */
  hasIosLink: boolean;
  /** The merchant has something to download (an app or profile link, not only an icon). */
  hasDownloads: boolean;
  /** An iOS device whose PWA install is not supported. */
  unsupportedIosPwa: boolean;
  /** The bar is configured to show to logged-in members only. */
  requiresLogin: boolean;
  loggedIn: boolean;
  /** Minimum VIP rank the bar is limited to; absent or 0 means no limit. */
  minVipRank?: number | null | undefined;
  /** The member's VIP rank level. */
  vipRank?: number | null | undefined;
}

type DownloadBarHiddenReason =
  | 'native_app'
  | 'installed_pwa'
  | 'closed'
  | 'webclip_without_ios_link'
  | 'nothing_to_download'
  | 'unsupported_ios_pwa'
  | 'login_required'
  | 'vip_rank_too_low';

export type DownloadBarVisibility = { visible: true } | { visible: false; reason: DownloadBarHiddenReason };

const hidden = (reason: DownloadBarHiddenReason): DownloadBarVisibility => ({ visible: false, reason });

/** SPEC 4: whether the bar shows, or the first rule that hides it. */
export function downloadBarVisibility(input: DownloadBarInput): DownloadBarVisibility {
  if (input.inNativeApp) return hidden('native_app');
  if (input.installedPwa) return hidden('installed_pwa');
  if (input.hiddenForSession) return hidden('closed');
  if (input.homeScreenWebclip && !input.hasIosLink) return hidden('webclip_without_ios_link');
  // A bar whose button opens an empty popup is a dead end (a new merchant has no downloads yet).
  if (!input.hasDownloads) return hidden('nothing_to_download');
  if (input.unsupportedIosPwa) return hidden('unsupported_ios_pwa');
  if (input.requiresLogin && !input.loggedIn) return hidden('login_required');
  // A rank limit needs a member with a rank: a guest or a member without a rank never meets it.
  if (input.minVipRank && !(input.loggedIn && (input.vipRank ?? Number.NEGATIVE_INFINITY) >= input.minVipRank))
    return hidden('vip_rank_too_low');
  return { visible: true };
}

/** Whether the player closed the bar in this session; an unreadable store counts as not closed. */
export function readDownloadBarHidden(sessionStore: KeyValueStore): boolean {
  try {
    return sessionStore.getItem(HIDE_DOWNLOAD_BAR_KEY) === '1';
  } catch {
    return false;
  }
}

/** SPEC 4: closing hides the bar and sets the hide flag for the session. */
export function closeDownloadBar(sessionStore: KeyValueStore): void {
  try {
    sessionStore.setItem(HIDE_DOWNLOAD_BAR_KEY, '1');
  } catch {
    // the bar is still hidden for this page; it may come back on the next one
  }
}

/** SPEC 3 "availablePromotions": each promotion type with enabled and count. */
export type AvailablePromotions = Partial<
  Record<'APP_DOWNLOAD' | 'REFERRAL', { enabled?: boolean | null; count?: number | null }>
>;

export interface BonusBadgeInput {
  loggedIn: boolean;
  memberPromotions?: AvailablePromotions | null | undefined;
  publicPromotions?: AvailablePromotions | null | undefined;
}

/**
 * SPEC 4: the bonus badge shows when an APP_DOWNLOAD promotion is enabled, read from the member's
 * promotions when logged in (no badge until they load), otherwise from the public promotions.
 */
export function showsDownloadBonus(input: BonusBadgeInput): boolean {
  const promotions = input.loggedIn ? input.memberPromotions : input.publicPromotions;
  return promotions?.APP_DOWNLOAD?.enabled === true;
}

/** SPEC 2 "Lazily loaded screens": the download popup's keys (iOS lite MOBILECONFIG, Android Android). */
export const POPUP_DOWNLOAD_KEYS = { iosLite: 'MOBILECONFIG', android: 'Android' } as const;

export interface DownloadChoices {
  /** The iOS lite profile (MOBILECONFIG). */
  iosLite?: string;
  android?: string;
  /** AppDownloadIcon, else the merchant's own icon (SPEC 5). */
  icon: string;
  /** An IOS or MOBILECONFIG link exists (the webclip rule of SPEC 4). */
  hasIosLink: boolean;
  /** An app or profile link exists (IOS, MOBILECONFIG or Android): the bar has something to offer. */
  hasDownloads: boolean;
}

/**
 * WPSCORE_getDownloadSetting's links as the bar and popup use them: trimmed (SPEC 5), https only (`safe` is
 * the URL guard), the first of each type; the icon falls back to `fallbackIcon` when absent (SPEC 5).
 */
export function downloadChoices(
  links: readonly { resourceType: string; url: string }[] | null | undefined,
  fallbackIcon: string,
  safe: (url: string) => string | undefined,
): DownloadChoices {
  const urlOf = (type: string) => {
    const link = links?.find((item) => item.resourceType === type && typeof item.url === 'string');
    return link ? safe(link.url.trim()) : undefined;
  };
  const iosLite = urlOf(POPUP_DOWNLOAD_KEYS.iosLite);
  const android = urlOf(POPUP_DOWNLOAD_KEYS.android);
  const hasIosLink = Boolean(iosLite ?? urlOf('IOS'));
  return {
    ...(iosLite ? { iosLite } : {}),
    ...(android ? { android } : {}),
    icon: urlOf('AppDownloadIcon') ?? fallbackIcon,
    hasIosLink,
    hasDownloads: hasIosLink || Boolean(android),
  };
}

/** iOS began to support home-screen web apps (manifest, service worker) with 11.3. */
const IOS_PWA_MIN_VERSION: readonly [number, number] = [11, 3];

/** SPEC 4: "an iOS PWA that is unsupported": an iOS below 11.3; `version` from iosVersion(). */
export const isUnsupportedIosPwa = (version: readonly [number, number] | undefined) =>
  version !== undefined &&
  (version[0] < IOS_PWA_MIN_VERSION[0] ||
    (version[0] === IOS_PWA_MIN_VERSION[0] && version[1] < IOS_PWA_MIN_VERSION[1]));
