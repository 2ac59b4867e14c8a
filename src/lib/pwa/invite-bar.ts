// SPEC 4 "The top bar also serves as an invite bar": a guest who arrives by a referral link is invited to join.
import type { DownloadBarInput, DownloadBarVisibility } from './download-bar';

/** A code fit to carry on: one word of at most 64 characters, no spaces, controls or format characters. */
const REFERRAL_CODE = /^[^\s\p{Cc}\p{Cf}]{1,64}$/u;

/**
 * The invitation's code: the link's referral code (SPEC 3: referralCode, else r, as startup-params reads it) for
 * a guest; undefined for a member, without a code or with one unfit: they keep the download bar.
 */
export function inviteCode(search: string, loggedIn: boolean): string | undefined {
  const params = new URLSearchParams(search);
  const code = (params.get('referralCode') || params.get('r') || '').trim();
  return !loggedIn && REFERRAL_CODE.test(code) ? code : undefined;
}

/**
 * The invitation is not an app download: the download gates (links, webclip, iOS version, login, VIP rank, device)
 * do not apply; it hides where the bar never shows and once closed (the bar's session flag).
 */
export function inviteBarVisibility(
  input: Pick<DownloadBarInput, 'inNativeApp' | 'installedPwa' | 'hiddenForSession'>,
): DownloadBarVisibility {
  if (input.inNativeApp) return { visible: false, reason: 'native_app' };
  if (input.installedPwa) return { visible: false, reason: 'installed_pwa' };
  if (input.hiddenForSession) return { visible: false, reason: 'closed' };
  return { visible: true };
}
