import { describe, expect, it } from 'vitest';
import { PIXELS } from '@/config/pixels';
import { TRACKED_EVENTS } from '@/lib/tracking/events';
import { META_STANDARD_EVENTS, PIXEL_EVENTS, eventCalls, pageViewCalls } from '@/lib/tracking/pixel-events';

const deposit = {
  name: 'deposit' as const,
  payload: {
    eventID: 'ev-1',
    customerId: 'c1',
    value: 50,
    amount: 50,
    revenue: 50,
    af_revenue: 50,
    currency: 'PHP',
    af_currency: 'PHP',
  },
};
const money = {
  customerId: 'c1',
  value: 50,
  amount: 50,
  revenue: 50,
  af_revenue: 50,
  currency: 'PHP',
  af_currency: 'PHP',
};
const context = { clickIds: {}, twitterEventIds: {} };

describe('the pixel event table (issue 15)', () => {
  it('names an event for every tracked event of SPEC 4', () => {
    expect(Object.keys(PIXEL_EVENTS).sort()).toEqual([...TRACKED_EVENTS].sort());
  });

  it('maps the funnel onto the standard events: registration, checkout, purchase, content view', () => {
    expect(PIXEL_EVENTS.register).toMatchObject({
      facebook: 'CompleteRegistration',
      tiktok: 'CompleteRegistration',
      google: 'sign_up',
    });
    expect(PIXEL_EVENTS.depositSubmit).toMatchObject({ facebook: 'InitiateCheckout', google: 'begin_checkout' });
    for (const name of ['firstDeposit', 'deposit', 'redeposit'] as const)
      expect(PIXEL_EVENTS[name]).toMatchObject({ facebook: 'Purchase', tiktok: 'Purchase', google: 'purchase' });
    expect(PIXEL_EVENTS.viewContent).toMatchObject({ facebook: 'ViewContent', kwai: 'contentView' });
  });
});

describe('the calls each pixel gets', () => {
  it('opens with the PageView of each vendor snippet', () => {
    expect(pageViewCalls('facebook', '123', 0).map((call) => call.args)).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
    ]);
    expect(pageViewCalls('gtag', 'G-X1234', 0).map((call) => call.args)).toEqual([
      ['js', new Date(0)],
      ['config', 'G-X1234'],
    ]);
    expect(pageViewCalls('gtm', 'GTM-X1', 7)[0]!.args).toEqual([{ 'gtm.start': 7, event: 'gtm.js' }]);
    expect(pageViewCalls('tiktok', 'T', 0)).toEqual([{ pixel: 'tiktok', method: 'page', args: [] }]);
    expect(pageViewCalls('kwai', 'K', 0)).toEqual([{ pixel: 'kwai', method: 'page', args: [] }]);
    expect(pageViewCalls('twitter', 'o8z6j', 0)[0]!.args).toEqual(['config', 'o8z6j']);
  });

  it("gives Meta a standard purchase with value, currency and the server event's eventID", () => {
    expect(eventCalls('facebook', '123', deposit, context)).toEqual([
      { pixel: 'facebook', args: ['track', 'Purchase', money, { eventID: 'ev-1' }] },
    ]);
    expect(META_STANDARD_EVENTS.has('Purchase')).toBe(true);
  });

  it('gives Meta a custom event where it has no standard one', () => {
    const login = { name: 'login' as const, payload: { eventID: 'ev-2', customerId: 'c1' } };
    expect(eventCalls('facebook', '123', login, context)[0]!.args).toEqual([
      'trackCustom',
      'login',
      { customerId: 'c1' },
      { eventID: 'ev-2' },
    ]);
  });

  it('gives gtag the event for its own tag, with event_id (and transaction_id for a purchase), GTM a dataLayer event', () => {
    expect(eventCalls('gtag', 'G-X1234', deposit, context)[0]!.args).toEqual([
      'event',
      'purchase',
      { ...money, transaction_id: 'ev-1', event_id: 'ev-1', send_to: 'G-X1234' },
    ]);
    expect(eventCalls('gtm', 'GTM-X1', deposit, context)[0]!.args).toEqual([
      { event: 'purchase', ...money, eventID: 'ev-1' },
    ]);
  });

  it('gives TikTok event_id and Kwai its own events only', () => {
    expect(eventCalls('tiktok', 'T', deposit, context)).toEqual([
      { pixel: 'tiktok', method: 'track', args: ['Purchase', money, { event_id: 'ev-1' }] },
    ]);
    expect(eventCalls('kwai', 'K', deposit, context)[0]!.args).toEqual(['purchase', { ...money, event_id: 'ev-1' }]);
    expect(eventCalls('kwai', 'K', { name: 'login', payload: { eventID: 'e' } }, context)).toEqual([]);
  });

  it('sends X only the events the merchant gave an X event id, with value, currency and conversion_id', () => {
    const twitterEventIds = { deposit: 'tw-o8z6j-o8z6k' };
    expect(eventCalls('twitter', 'o8z6j', deposit, { ...context, twitterEventIds })[0]!.args).toEqual([
      'event',
      'tw-o8z6j-o8z6k',
      { value: 50, currency: 'PHP', conversion_id: 'ev-1' },
    ]);
    expect(eventCalls('twitter', 'o8z6j', deposit, context)).toEqual([]);
  });

  it("adds each vendor's own kept click id, and no other", () => {
    const clickIds = { gclid: 'g1', ttclid: 't1', twclid: 'x1', fbclid: 'f1', kwaiclid: 'k1' };
    const login = { name: 'login' as const, payload: { eventID: 'e' } };
    const parameters = (pixel: (typeof PIXELS)[number]) =>
      JSON.stringify(eventCalls(pixel, 'id', login, { clickIds, twitterEventIds: {} }).map((call) => call.args));
    expect(parameters('gtag')).toContain('"gclid":"g1"');
    expect(parameters('gtag')).not.toContain('t1');
    expect(parameters('tiktok')).toContain('"ttclid":"t1"');
    expect(parameters('facebook')).toContain('"fbclid":"f1"');
  });
});
