import { useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import { FIELD_VITALS_DELAY_MS } from '../../config/constants';
import { FIELD_ERROR_EVENT, fieldBuffer, sampledIn } from '../../lib/field/capture';
import { collectByBeacon } from '../../lib/tracking/beacon';

interface Props {
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl' | 'fieldSampleRate'>;
  routePath: string;
}

/**
 * Issue 44: loads the field reporter (with web-vitals) once there is something to report or measure: at the
 * page's first error, the player's first tap or key, or when idle FIELD_VITALS_DELAY_MS after the page, so it
 * is never among what a phone fetches before its first tap.
 */
export default function FieldWatch({ merchant, routePath }: Props) {
  useEffect(() => {
    const buffer = fieldBuffer();
    // A page view left out of the sample, or a browser without the beacon (iOS below 16), reports nothing.
    if (!sampledIn(merchant.fieldSampleRate) || !collectByBeacon(navigator.userAgent, 'sendBeacon' in navigator)) {
      buffer.errors.length = 0;
      return undefined;
    }
    const triggers = [FIELD_ERROR_EVENT, 'pointerdown', 'keydown'] as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let started = false;
    const start = () => {
      stop();
      if (started) return;
      // Offline, its code cannot load (and the beacon cannot go): it loads once the connection is back.
      if (!navigator.onLine) {
        addEventListener('online', start, { once: true });
        return;
      }
      started = true;
      void import('./reporter').then(
        (reporter) => reporter.startFieldReports(merchant, routePath),
        // Its chunk gone (a release) or the page left: this page view goes unreported.
        () => undefined,
      );
    };
    const stop = () => {
      clearTimeout(timer);
      removeEventListener('online', start);
      for (const name of triggers) removeEventListener(name, start, true);
    };
    if (buffer.errors.length) {
      start();
      return stop;
    }
    for (const name of triggers) addEventListener(name, start, { capture: true, passive: true });
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(start);
      else start();
    }, FIELD_VITALS_DELAY_MS);
    return stop;
  }, [merchant, routePath]);
  return null;
}
