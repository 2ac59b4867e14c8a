import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, startCountdown } from '@/features/auth/sms-countdown';
import { systemClock } from '@/lib/time/clock';

// The wait is the server's resendInMs; the sandbox answers 30000 (docs/api.md "POST /wps/verification/sms/noLogin").
const RESEND_IN_MS = 30_000;

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

function countdown(waitMs: number) {
  const shown: number[] = [];
  const stop = startCountdown(waitMs, systemClock, (seconds) => shown.push(seconds));
  return { shown, stop, last: () => shown.at(-1) };
}

describe('the SMS resend countdown', () => {
  it('shows 30 at once for a 30 s wait, then one second less every second', async () => {
    const { shown, last } = countdown(RESEND_IN_MS);
    expect(shown).toEqual([30]);
    await vi.advanceTimersByTimeAsync(999);
    expect(last()).toBe(30);
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toBe(29);
    await vi.advanceTimersByTimeAsync(28_000);
    expect(last()).toBe(1);
  });

  it('still shows 1 at 29.999 s and allows another code exactly at 30 s', async () => {
    const { last } = countdown(RESEND_IN_MS);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(last()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toBe(0);
  });

  it('stops its timer at 0', async () => {
    const { shown } = countdown(RESEND_IN_MS);
    await vi.advanceTimersByTimeAsync(RESEND_IN_MS);
    expect(shown).toEqual([
      30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds a wait of part seconds up: 2.5 s shows 3, 2, 1, then 0 at 3 s', async () => {
    const { shown } = countdown(2_500);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(shown).toEqual([3, 2, 1, 0]);
  });

  it('starts no timer for a wait of 0', () => {
    const { shown } = countdown(0);
    expect(shown).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops early when asked (the button unmounts)', async () => {
    const { shown, stop } = countdown(RESEND_IN_MS);
    await vi.advanceTimersByTimeAsync(5_000);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown.at(-1)).toBe(25);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('secondsLeft', () => {
  it('is whole seconds rounded up and never negative', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 1)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 31_000)).toBe(0);
  });
});
