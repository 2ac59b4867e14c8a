// Phones and tablets: where a native app can be downloaded and a site added to the home screen by hand.
// Apart from platform.ts, which every page loads: only the lazily loaded install code reads it.
import { iosVersion, isIPad } from './platform';

export type MobilePlatform = 'ios' | 'android';

/** iOS / iPadOS or Android from the user agent; undefined on desktops. */
export function mobilePlatform(userAgent: string, maxTouchPoints: number): MobilePlatform | undefined {
  if (iosVersion(userAgent) !== undefined || isIPad(userAgent, maxTouchPoints)) return 'ios';
  return /\bAndroid\b/.test(userAgent) ? 'android' : undefined;
}
