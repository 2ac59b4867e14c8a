// SPEC 7: POST /wps/system/collect goes as a beacon {merchant, value}, "skipped on iOS below 16".
import { iosVersion } from '../device/platform';

const BEACON_MIN_IOS = 16;

/** Whether this browser sends the collect call by navigator.sendBeacon; if not, events go by the ping call. */
export function collectByBeacon(userAgent: string, hasSendBeacon: boolean): boolean {
  const ios = iosVersion(userAgent);
  return hasSendBeacon && (ios === undefined || ios[0] >= BEACON_MIN_IOS);
}

/** The beacon's body: text/plain JSON, which needs no CORS preflight (sendBeacon cannot send one). */
export const collectBody = (merchantCode: string, value: unknown) => JSON.stringify({ merchant: merchantCode, value });
