// SPEC 4 "Chat setup is retried after 1 s and 3 s. Customer-service scripts are injected 500 ms after start."
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SETUP_RETRIES_MS, CUSTOMER_SERVICE_SCRIPT_DELAY_MS } from '@/config/constants';
import { withChatSetupRetries } from '@/lib/chat/setup-retries';
import { systemClock } from '@/lib/time/clock';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** An attempt that records when it ran and answers from `results` in turn (false after they run out). */
function attempts(...results: (boolean | Error)[]) {
  const at: number[] = [];
  const attempt = () => {
    at.push(Date.now());
    const result = results[at.length - 1] ?? false;
    if (result instanceof Error) throw result;
    return result;
  };
  return { at, attempt };
}

describe('the spec values', () => {
  it('retries chat setup at 1 s and 3 s and injects the scripts at 500 ms', () => {
    expect(CHAT_SETUP_RETRIES_MS).toEqual([1_000, 3_000]);
    expect(CUSTOMER_SERVICE_SCRIPT_DELAY_MS).toBe(500);
  });
});

describe('withChatSetupRetries', () => {
  it('tries once, at once, and schedules nothing when the widget is ready', () => {
    const { at, attempt } = attempts(true);
    withChatSetupRetries(attempt, systemClock);
    expect(at).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([0]);
  });

  it('tries at 0, 1000 and 3000 ms exactly while the widget is not ready, then stops', () => {
    const { at, attempt } = attempts();
    withChatSetupRetries(attempt, systemClock);
    expect(at).toEqual([0]);
    vi.advanceTimersByTime(999);
    expect(at).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(at).toEqual([0, 1_000]);
    vi.advanceTimersByTime(1_999);
    expect(at).toEqual([0, 1_000]);
    vi.advanceTimersByTime(1);
    expect(at).toEqual([0, 1_000, 3_000]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(at).toEqual([0, 1_000, 3_000]);
  });

  it('does not try at 3 s after a success at 1 s', () => {
    const { at, attempt } = attempts(false, true);
    withChatSetupRetries(attempt, systemClock);
    vi.advanceTimersByTime(1_000);
    expect(at).toEqual([0, 1_000]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([0, 1_000]);
  });

  it('counts an attempt that throws as not ready, and keeps trying', () => {
    const { at, attempt } = attempts(new Error('LiveChatWidget is undefined'), new Error('still loading'), true);
    expect(() => withChatSetupRetries(attempt, systemClock)).not.toThrow();
    expect(() => vi.advanceTimersByTime(1_000)).not.toThrow();
    expect(at).toEqual([0, 1_000]);
    vi.advanceTimersByTime(2_000);
    expect(at).toEqual([0, 1_000, 3_000]);
  });

  it('stops the pending tries when cancelled (a logout before the widget is up)', () => {
    const { at, attempt } = attempts();
    const cancel = withChatSetupRetries(attempt, systemClock);
    vi.advanceTimersByTime(1_000);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([0, 1_000]);
  });

  it('stops both retries when cancelled before the first', () => {
    const { at, attempt } = attempts();
    const cancel = withChatSetupRetries(attempt, systemClock);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([0]);
  });

  it('runs on the injected clock, not the global timers', () => {
    const scheduled: number[] = [];
    const clock = {
      ...systemClock,
      setTimeout: (callback: () => void, ms: number) => {
        scheduled.push(ms);
        return systemClock.setTimeout(callback, ms);
      },
    };
    withChatSetupRetries(() => false, clock);
    expect(scheduled).toEqual([1_000, 3_000]);
  });
});
