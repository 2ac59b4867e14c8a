// Issue 9 item 8: SMS sends are limited per client address, not only per number, on the sandbox's clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { SMS_PER_ADDRESS } from '../../sandbox/state/throttle';
import { controlPost, failureOf, loginBody, LUCKY, postEncryptedFrom, useSandbox, type Client } from './helpers';

const START = Date.parse('2026-11-22T12:00:00Z');
let clock = START;
const server = useSandbox({ now: () => clock });
beforeEach(() => {
  clock = START;
});

const flooder: Client = { address: '203.0.113.99', now: () => clock };
const player: Client = { address: '198.51.100.8', now: () => clock };

const sendSms = (mobileNum: string, from: Client) =>
  server.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: from.address,
    headers: { host: LUCKY, 'content-type': 'application/json' },
    payload: JSON.stringify({ countryDialingCode: '+63', mobileNum }),
  });

/** Numbers nobody texted yet, so the per-number 30 s gap never applies. */
const numbers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `91755${String(from + i).padStart(5, '0')}`);

async function useBudget(from: Client) {
  for (const mobileNum of numbers(SMS_PER_ADDRESS.maxSends))
    expect((await sendSms(mobileNum, from)).statusCode).toBe(200);
}

describe('SMS sends per client address', () => {
  it('allow 5 codes to different numbers within 10 minutes, then answer 429 TOO_MANY_REQUEST_SMS with Retry-After', async () => {
    await useBudget(flooder);
    const refused = await sendSms(numbers(1, 100)[0]!, flooder);
    expect(failureOf(refused)).toEqual({
      status: 429,
      errorCode: 'TOO_MANY_REQUEST_SMS',
      message: 'Too many SMS codes were requested from this network. Try again in 600 seconds.',
    });
    expect(refused.headers['retry-after']).toBe('600');
    expect((await sendSms(numbers(1, 100)[0]!, player)).statusCode).toBe(200);
  });

  it('free a send exactly when the oldest one is 10 minutes old', async () => {
    await useBudget(flooder);
    clock += SMS_PER_ADDRESS.windowMs - 1;
    expect(failureOf(await sendSms(numbers(1, 100)[0]!, flooder)).errorCode).toBe('TOO_MANY_REQUEST_SMS');
    clock += 1;
    expect((await sendSms(numbers(1, 100)[0]!, flooder)).statusCode).toBe(200);
  });

  it('count the SMS of a 2FA login, and refuse a 2FA login that would send one past the budget', async () => {
    const secureLogin = (from: Client) =>
      postEncryptedFrom(server.app, from, LUCKY, '/wps/session/login', loginBody('secure1'));
    for (const mobileNum of numbers(SMS_PER_ADDRESS.maxSends - 1))
      expect((await sendSms(mobileNum, flooder)).statusCode).toBe(200);
    expect(failureOf(await secureLogin(flooder)).errorCode).toBe('login_verify_required');
    expect(failureOf(await secureLogin(flooder))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_SMS' });
    expect(failureOf(await sendSms(numbers(1, 100)[0]!, flooder)).errorCode).toBe('TOO_MANY_REQUEST_SMS');
    expect(failureOf(await secureLogin(player)).errorCode).toBe('login_verify_required');
  });

  it('are forgotten by the control API reset', async () => {
    await useBudget(flooder);
    await controlPost(server.app, LUCKY, '/__sandbox/reset', {});
    expect((await sendSms(numbers(1, 100)[0]!, flooder)).statusCode).toBe(200);
  });
});
