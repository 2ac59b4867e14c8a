import { describe, expect, it } from 'vitest';
import { analyticsPayload, randomEventId, trackingCurrency } from '@/lib/tracking/analytics';

describe('tracking currency (SPEC 4)', () => {
  it('maps TLB to PHP', () => {
    expect(trackingCurrency('TLB')).toBe('PHP');
    expect(trackingCurrency(' tlb ')).toBe('PHP');
  });

  it('cuts other codes to 3 letters', () => {
    expect(trackingCurrency('USDT')).toBe('USD');
    expect(trackingCurrency('VND')).toBe('VND');
    expect(trackingCurrency('php')).toBe('PHP');
    expect(trackingCurrency('TL')).toBe('TL');
  });

  it('is undefined without a code', () => {
    expect(trackingCurrency(undefined)).toBeUndefined();
    expect(trackingCurrency('  ')).toBeUndefined();
  });
});

describe('analytics event payload (SPEC 3)', () => {
  it('carries customer, amount under every name and the currency twice', () => {
    expect(
      analyticsPayload({ customerId: 12, customerName: 'ann', amount: 50.5, currency: 'TLB' }, () => 'evt-1'),
    ).toEqual({
      customerId: '12',
      customerName: 'ann',
      revenue: 50.5,
      value: 50.5,
      amount: 50.5,
      currency: 'PHP',
      af_revenue: 50.5,
      af_currency: 'PHP',
      eventID: 'evt-1',
    });
  });

  it('keeps an amount of 0 and leaves out a missing or non-finite amount', () => {
    expect(analyticsPayload({ amount: 0 }, () => 'e')).toMatchObject({
      revenue: 0,
      value: 0,
      amount: 0,
      af_revenue: 0,
    });
    expect(analyticsPayload({ amount: Number.NaN }, () => 'e')).toEqual({ eventID: 'e' });
    expect(analyticsPayload({}, () => 'e')).toEqual({ eventID: 'e' });
  });

  it('leaves out an empty customer id and name', () => {
    expect(analyticsPayload({ customerId: '', customerName: '' }, () => 'e')).toEqual({ eventID: 'e' });
  });

  it('draws a fresh event id by default', () => {
    const first = analyticsPayload({}).eventID;
    const second = analyticsPayload({}).eventID;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});

describe('event id', () => {
  it('is a UUID v4 also where crypto.randomUUID is missing (insecure contexts)', () => {
    const id = randomEventId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomEventId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
