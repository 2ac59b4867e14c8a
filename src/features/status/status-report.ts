// Sends the status timing (SPEC 4) as a beacon to POST /wps/system/collect {merchant, value}; SPEC 7 skips
// the beacon on iOS below 16.
import { collectUrl } from '../../flows/tracking/api';
import { collectBody, collectByBeacon } from '../../lib/tracking/beacon';
import type { StatusTiming } from './status-timing';

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

export function reportStatusTiming(
  merchant: { merchantCode: string; apiBaseUrl: string },
  timing: StatusTiming,
  location: Pick<Location, 'pathname'>,
): void {
  if (!collectByBeacon(navigator.userAgent, typeof navigator.sendBeacon === 'function')) return;
  const value = { event: 'statusTiming', path: location.pathname, ...timing, ...navigationTimings() };
  navigator.sendBeacon(collectUrl(merchant), collectBody(merchant.merchantCode, value));
}
