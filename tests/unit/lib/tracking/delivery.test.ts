import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PING_ABORT_MS, TRACKING_FALLBACK_RETRIES, TRACKING_RETRIES } from '@/config/constants';
import {
  PingTimeoutError,
  backoffDelay,
  deliverEvent,
  pingQuery,
  type TrackingEvent,
  type TrackingTransport,
} from '@/lib/tracking/delivery';

const event: TrackingEvent = {
  name: 'deposit',
  payload: { eventID: 'e1', amount: 10, currency: 'PHP', customerId: 'c1' },
};

function transport(options: { sendOk?: (attempt: number) => boolean; ping?: TrackingTransport['ping'] } = {}) {
  const sendTimes: number[] = [];
  const pingTimes: number[] = [];
  const signals: AbortSignal[] = [];
  const t: TrackingTransport = {
    send: vi.fn(async () => {
      sendTimes.push(Date.now());
      if (!(options.sendOk?.(sendTimes.length) ?? false)) throw new Error('send failed');
    }),
    ping: vi.fn(async (query, signal) => {
      pingTimes.push(Date.now());
      signals.push(signal);
      if (options.ping) return options.ping(query, signal);
      throw new Error('ping failed');
    }),
  };
  return { t, sendTimes, pingTimes, signals };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tracking backoff (SPEC 4, SPEC 9)', () => {
  it('doubles from 1000 ms: 1000, 2000, 4000 with no jitter', () => {
    expect([1, 2, 3].map((retry) => backoffDelay(retry, () => 0))).toEqual([1000, 2000, 4000]);
  });

  it('adds at most 500 ms of jitter', () => {
    expect([1, 2, 3].map((retry) => backoffDelay(retry, () => 1))).toEqual([1500, 2500, 4500]);
    expect(backoffDelay(1, () => 0.5)).toBe(1250);
    expect(backoffDelay(1, () => 7)).toBe(1500);
    expect(backoffDelay(1, () => -1)).toBe(1000);
  });

  it('uses Math.random by default, within the bounds', () => {
    for (let i = 0; i < 20; i += 1) {
      const delay = backoffDelay(2);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(2500);
    }
  });
});

describe('tracking delivery (SPEC 4)', () => {
  it('sends once when the first try succeeds', async () => {
    const { t } = transport({ sendOk: () => true });
    await expect(deliverEvent(event, t)).resolves.toEqual({ delivered: 'send', sendAttempts: 1, pingAttempts: 0 });
    expect(t.ping).not.toHaveBeenCalled();
  });

  it('retries at exactly 1000, 2000 and 4000 ms apart without jitter', async () => {
    const { t, sendTimes } = transport();
    void deliverEvent(event, t, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(999);
    expect(sendTimes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendTimes).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sendTimes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendTimes).toEqual([0, 1000, 3000]);
    await vi.advanceTimersByTimeAsync(3999);
    expect(sendTimes).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendTimes).toEqual([0, 1000, 3000, 7000]);
  });

  it('retries at 1500, 2500 and 4500 ms apart with the full 500 ms jitter', async () => {
    const { t, sendTimes } = transport();
    void deliverEvent(event, t, { random: () => 1 });
    await vi.advanceTimersByTimeAsync(8499);
    expect(sendTimes).toEqual([0, 1500, 4000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendTimes).toEqual([0, 1500, 4000, 8500]);
  });

  it('succeeds on the 3rd retry without falling back', async () => {
    const { t, sendTimes } = transport({ sendOk: (attempt) => attempt === TRACKING_RETRIES + 1 });
    const result = deliverEvent(event, t, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(7000);
    await expect(result).resolves.toEqual({ delivered: 'send', sendAttempts: 4, pingAttempts: 0 });
    expect(sendTimes).toEqual([0, 1000, 3000, 7000]);
    expect(t.ping).not.toHaveBeenCalled();
  });

  it('makes no 4th retry: it falls back to the ping right after the 3rd retry fails', async () => {
    const { t, sendTimes, pingTimes } = transport({ ping: async () => undefined });
    const result = deliverEvent(event, t, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(6999);
    expect(t.ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pingTimes).toEqual([7000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sendTimes).toHaveLength(TRACKING_RETRIES + 1);
    await expect(result).resolves.toEqual({ delivered: 'ping', sendAttempts: 4, pingAttempts: 1 });
    expect(t.ping).toHaveBeenCalledWith(pingQuery(event), expect.any(AbortSignal));
  });

  it('retries the ping 5 times, then gives up without throwing', async () => {
    const { t, pingTimes } = transport();
    const result = deliverEvent(event, t, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(7000 + 1000 + 2000 + 4000 + 8000 + 16000);
    expect(pingTimes).toEqual([7000, 8000, 10000, 14000, 22000, 38000]);
    await expect(result).resolves.toEqual({
      delivered: false,
      sendAttempts: 4,
      pingAttempts: TRACKING_FALLBACK_RETRIES + 1,
    });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(pingTimes).toHaveLength(6);
  });

  it('succeeds on the 5th ping retry', async () => {
    let pings = 0;
    const { t } = transport({
      ping: async () => {
        pings += 1;
        if (pings < 6) throw new Error('down');
      },
    });
    const result = deliverEvent(event, t, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(38_000);
    await expect(result).resolves.toEqual({ delivered: 'ping', sendAttempts: 4, pingAttempts: 6 });
  });

  it('aborts a ping attempt at exactly 15000 ms, even when the transport ignores the signal', async () => {
    const { t, pingTimes, signals } = transport({ ping: () => new Promise<void>(() => undefined) });
    void deliverEvent(event, t, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(7000);
    expect(signals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PING_ABORT_MS - 1);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    // the aborted attempt counts as a failure: the next ping follows the first backoff
    await vi.advanceTimersByTimeAsync(999);
    expect(pingTimes).toEqual([7000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pingTimes).toEqual([7000, 7000 + PING_ABORT_MS + 1000]);
  });

  it('does not abort a ping that answers in time', async () => {
    const { t, signals } = transport({ ping: async () => undefined });
    const result = deliverEvent(event, t, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(7000);
    await expect(result).resolves.toMatchObject({ delivered: 'ping' });
    await vi.advanceTimersByTimeAsync(PING_ABORT_MS * 2);
    expect(signals[0]!.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pings at once, with its 5 retries, when there is no send channel (iOS below 16 sends no beacon)', async () => {
    const { t, pingTimes } = transport();
    const { send: _send, ...pingOnly } = t;
    const result = deliverEvent(event, pingOnly, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(pingTimes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000);
    expect(pingTimes).toEqual([0, 1000, 3000, 7000, 15000, 31000]);
    await expect(result).resolves.toEqual({ delivered: false, sendAttempts: 0, pingAttempts: 6 });
    expect(t.send).not.toHaveBeenCalled();
  });

  it('names the abort', () => {
    expect(new PingTimeoutError()).toMatchObject({ name: 'PingTimeoutError', message: 'ping aborted after 15000 ms' });
  });
});

describe('ping query', () => {
  it('carries the event name and every set payload field as strings', () => {
    expect(pingQuery({ name: 'register', payload: { eventID: 'x', customerId: '9', revenue: 1.5 } })).toEqual({
      event: 'register',
      eventID: 'x',
      customerId: '9',
      revenue: '1.5',
    });
  });
});
