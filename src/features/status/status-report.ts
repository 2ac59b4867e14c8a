// Sends the status timing (SPEC 4) as a beacon to POST /wps/system/collect {merchant, value}; SPEC 7 skips
// the beacon on iOS below 16.
import { WPS } from '../../lib/api/endpoints';
import { iosVersion } from '../../lib/device/platform';
import type { StatusTiming } from './status-timing';

export function beaconSupported(userAgent: string): boolean {
  const ios = iosVersion(userAgent);
  return !ios || ios[0] >= 16;
}

/** The navigation timings of this page load, in ms from its start (rounded). */
function navigationTimings(): Record<string, number> {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry) return {};
  return {
    ttfb: Math.round(entry.responseStart),
    domContentLoaded: Math.round(entry.domContentLoadedEventEnd),
    load: Math.round(entry.loadEventEnd),
  };
}

export function reportStatusTiming(merchant: { merchantCode: string; apiBaseUrl: string }, timing: StatusTiming): void {
  if (typeof navigator.sendBeacon !== 'function' || !beaconSupported(navigator.userAgent)) return;
  const value = { event: 'statusTiming', path: location.pathname, ...timing, ...navigationTimings() };
  const body = new Blob([JSON.stringify({ merchant: merchant.merchantCode, value })], { type: 'text/plain' });
  navigator.sendBeacon(`${merchant.apiBaseUrl}${WPS.systemCollect}`, body);
}
