// Issue 15 "Pixels": what each ad pixel is told of a tracked event (SPEC 4), in one table, and the calls
// that tell it, as plain data the browser part hands to the vendor's global (fbq, gtag, dataLayer, ttq ...).
import type { PixelName } from '../../config/pixels';
import type { TrackingSettings } from '../../config/schema/tracking';
import type { AnalyticsPayload } from './analytics';
import type { ClickIds } from './click-ids';
import type { TrackedEventName } from './events';

/** Per vendor, the event name each pixel gets; null: the vendor has no fitting event and takes no custom ones. */
export interface PixelEventNames {
  /** Meta: a standard event (META_STANDARD_EVENTS) goes by 'track', any other name by 'trackCustom'. */
  facebook: string;
  tiktok: string;
  kwai: string | null;
  /** gtag and GTM alike: GA4's recommended names where one fits. */
  google: string;
}

/**
 * THE mapping. Standard events where the vendor has one (a deposit is a purchase with value and currency,
 * the deposit form an initiated checkout, registration a completed registration); otherwise the SPEC name
 * as a custom event. Kwai counts only its own standard events. X (Twitter) is not here: its event ids are
 * made per pixel in X Ads Manager, so each merchant lists them (tracking.twitterEventIds).
 */
export const PIXEL_EVENTS: Readonly<Record<TrackedEventName, PixelEventNames>> = {
  firstOpen: { facebook: 'firstOpen', tiktok: 'firstOpen', kwai: null, google: 'firstOpen' },
  a2hsFirstOpen: { facebook: 'a2hsFirstOpen', tiktok: 'a2hsFirstOpen', kwai: null, google: 'a2hsFirstOpen' },
  viewContent: { facebook: 'ViewContent', tiktok: 'ViewContent', kwai: 'contentView', google: 'viewContent' },
  register: {
    facebook: 'CompleteRegistration',
    tiktok: 'CompleteRegistration',
    kwai: 'completeRegistration',
    google: 'sign_up',
  },
  depositSubmit: {
    facebook: 'InitiateCheckout',
    tiktok: 'InitiateCheckout',
    kwai: 'initiatedCheckout',
    google: 'begin_checkout',
  },
  firstDeposit: { facebook: 'Purchase', tiktok: 'Purchase', kwai: 'firstDeposit', google: 'purchase' },
  deposit: { facebook: 'Purchase', tiktok: 'Purchase', kwai: 'purchase', google: 'purchase' },
  redeposit: { facebook: 'Purchase', tiktok: 'Purchase', kwai: 'purchase', google: 'purchase' },
  withdraw: { facebook: 'withdraw', tiktok: 'withdraw', kwai: null, google: 'withdraw' },
  login: { facebook: 'login', tiktok: 'login', kwai: null, google: 'login' },
  gameLaunch: { facebook: 'gameLaunch', tiktok: 'gameLaunch', kwai: null, google: 'gameLaunch' },
  downloadApp: { facebook: 'downloadApp', tiktok: 'Download', kwai: 'download', google: 'downloadApp' },
};

/** Meta's standard events among the names above; the rest are custom events to Meta. */
export const META_STANDARD_EVENTS: ReadonlySet<string> = new Set([
  'ViewContent',
  'CompleteRegistration',
  'InitiateCheckout',
  'Purchase',
]);

/** The click id each pixel is given with its events (Meta also reads fbclid from the _fbc cookie). */
const PIXEL_CLICK_IDS = {
  facebook: 'fbclid',
  gtag: 'gclid',
  gtm: 'gclid',
  tiktok: 'ttclid',
  kwai: 'kwaiclid',
  twitter: 'twclid',
} as const satisfies Record<PixelName, keyof ClickIds>;

/**
 * One call on a vendor's global: `fbq(...args)`, `gtag(...args)`, `dataLayer.push(...args)`,
 * `ttq[method](...args)`, `kwaiq.instance(id)[method](...args)`, `twq(...args)`.
 */
export interface PixelCall {
  pixel: PixelName;
  method?: 'page' | 'track';
  args: unknown[];
}

/** SPEC 3's payload as event parameters: everything but the deduplication id, which each vendor takes apart. */
function eventParameters(payload: AnalyticsPayload): Record<string, unknown> {
  const { eventID: _eventID, ...parameters } = payload;
  return parameters;
}

/** What each vendor's snippet sends first: its PageView (gtag's config and X's config send one themselves). */
export function pageViewCalls(pixel: PixelName, id: string, now: number): PixelCall[] {
  switch (pixel) {
    case 'facebook':
      return [
        { pixel, args: ['init', id] },
        { pixel, args: ['track', 'PageView'] },
      ];
    case 'gtag':
      return [
        { pixel, args: ['js', new Date(now)] },
        { pixel, args: ['config', id] },
      ];
    case 'gtm':
      return [{ pixel, args: [{ 'gtm.start': now, event: 'gtm.js' }] }];
    case 'tiktok':
    case 'kwai':
      return [{ pixel, method: 'page', args: [] }];
    case 'twitter':
      return [{ pixel, args: ['config', id] }];
  }
}

/** The calls that tell one pixel of one tracked event; none when that vendor does not count the event. */
export function eventCalls(
  pixel: PixelName,
  id: string,
  event: { name: TrackedEventName; payload: AnalyticsPayload },
  context: { clickIds: ClickIds; twitterEventIds: TrackingSettings['twitterEventIds'] },
): PixelCall[] {
  const names = PIXEL_EVENTS[event.name];
  const clickId = context.clickIds[PIXEL_CLICK_IDS[pixel]];
  const parameters = { ...eventParameters(event.payload), ...(clickId ? { [PIXEL_CLICK_IDS[pixel]]: clickId } : {}) };
  const { eventID } = event.payload;
  switch (pixel) {
    case 'facebook': {
      const kind = META_STANDARD_EVENTS.has(names.facebook) ? 'track' : 'trackCustom';
      return [{ pixel, args: [kind, names.facebook, parameters, { eventID }] }];
    }
    case 'gtag': {
      // A purchase's transaction_id is what GA4 deduplicates on.
      const purchase = names.google === 'purchase' ? { transaction_id: eventID } : {};
      return [{ pixel, args: ['event', names.google, { ...parameters, ...purchase, event_id: eventID, send_to: id }] }];
    }
    case 'gtm':
      return [{ pixel, args: [{ event: names.google, ...parameters, eventID }] }];
    case 'tiktok':
      return [{ pixel, method: 'track', args: [names.tiktok, parameters, { event_id: eventID }] }];
    case 'kwai':
      return names.kwai ? [{ pixel, method: 'track', args: [names.kwai, { ...parameters, event_id: eventID }] }] : [];
    case 'twitter': {
      const twitterEvent = context.twitterEventIds[event.name];
      if (!twitterEvent) return [];
      // X reads value, currency and conversion_id (its deduplication id) and nothing of the rest.
      const { value, currency } = event.payload;
      const money = value === undefined ? {} : { value, currency };
      return [{ pixel, args: ['event', twitterEvent, { ...money, conversion_id: eventID }] }];
    }
  }
}
