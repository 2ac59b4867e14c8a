// The registration's promo code (SPEC 7 PROMOFE_getPromoCodeEnable, cached): offered only when the operator
// says so, checked (1-32 letters, digits, "-", "_"), trimmed, and sent as `promoCode` only when there is one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '@/config/constants';
import * as rules from '@/features/auth/validation';
import { promoCodeEnabled } from '@/flows/sign-in/promo-code';
import { registrationPayload, type RegistrationForm } from '@/flows/sign-in/registration-payload';
import { createHarness, fail, ok } from '../../lib/api/client-harness';
import { fakePage, sampleMerchant } from './fake-page';

const PATH = '/wps/relay/PROMOFE_getPromoCodeEnable';

describe('the promo-code rule', () => {
  it('lets an empty or blank field pass: the code is optional', () => {
    expect(rules.promoCode('')).toBeUndefined();
    expect(rules.promoCode('   ')).toBeUndefined();
    expect(rules.promoCodeValue('  ')).toBeUndefined();
  });

  it('takes 1 to 32 letters, digits, "-" and "_", after trimming', () => {
    for (const code of ['A', 'WELCOME100', 'vip_2025-summer', ` ${'x'.repeat(32)} `])
      expect(rules.promoCode(code), code).toBeUndefined();
    expect(rules.promoCodeValue('  WELCOME100 ')).toBe('WELCOME100');
  });

  it('names the problem of anything else', () => {
    for (const code of ['x'.repeat(33), 'WELCOME 100', 'bonus!', '<b>code</b>', 'código', 'a/b', 'ab\u200bcd'])
      expect(rules.promoCode(code), code).toBe('auth.errors.promoCode');
  });
});

describe('the promo code in the registration payload', () => {
  const merchant = sampleMerchant();
  const form: RegistrationForm = { mode: 'username', username: 'newplayer1', password: 'secret123', agent: false };

  it('is sent as promoCode when the form has one', () => {
    const payload = registrationPayload(fakePage().page, merchant, { ...form, promoCode: 'WELCOME100' }, undefined);
    expect(payload).toMatchObject({ username: 'newplayer1', promoCode: 'WELCOME100' });
  });

  it('is not in the payload at all without one, in both modes', () => {
    const mobile: RegistrationForm = { mode: 'mobile', mobileNum: '9171234567', smsCode: '585444', agent: false };
    for (const sent of [form, { ...form, promoCode: undefined }, { ...form, promoCode: '' }, mobile])
      expect(registrationPayload(fakePage().page, merchant, sent, undefined)).not.toHaveProperty('promoCode');
  });
});

describe('whether the operator takes promo codes', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('is true only for {enabled: true}', async () => {
    for (const [value, enabled] of [
      [{ enabled: true }, true],
      [{ enabled: false }, false],
      [{ enabled: 'true' }, false],
      [{ enabled: 1 }, false],
      [true, false],
      [null, false],
      [[{ enabled: true }], false],
    ] as const) {
      const h = createHarness({ handler: () => ok(value) });
      expect(await promoCodeEnabled(h.client), JSON.stringify(value)).toBe(enabled);
      expect(h.calls.map((call) => new URL(call.url).pathname)).toEqual([PATH]);
    }
  });

  it('is false, without an alert, when the call fails', async () => {
    const h = createHarness({ handler: () => fail(400, 'bad.request') });
    expect(await promoCodeEnabled(h.client)).toBe(false);
    expect(h.alerts).toEqual([]);
  });

  it('is asked once per 180 s session cache lifetime (SPEC 7 "cached")', async () => {
    const h = createHarness({ handler: () => ok({ enabled: true }) });
    await promoCodeEnabled(h.client);
    await vi.advanceTimersByTimeAsync(SESSION_CACHE_TTL_MS - 1);
    expect(await promoCodeEnabled(h.client)).toBe(true);
    expect(h.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await promoCodeEnabled(h.client)).toBe(true);
    expect(h.calls).toHaveLength(2);
  });
});
