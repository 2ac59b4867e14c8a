import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RATE_LIMIT_MAX_CACHED_PATTERNS,
  RATE_LIMIT_MAX_PATH_LENGTH,
  RATE_LIMIT_MAX_TRACKED_PATHS,
  RATE_LIMIT_MIN_GAP_MS,
  RATE_LIMIT_SLACK_MS,
} from '@/config/constants';
import { createRateLimiter, RATE_LIMIT_GAP_MS, type RateLimiter } from '@/lib/api/rate-limiter';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts a request on `path` and records the time it is let through. */
function recorder(limiter: RateLimiter) {
  const sent: Record<string, number[]> = {};
  const request = (path: string) =>
    limiter.wait(path).then(() => {
      (sent[path] ??= []).push(Date.now());
    });
  return { sent, request };
}

/** A /wps path of exactly `length` characters. */
const pathOfLength = (length: number) => `/wps/${'a'.repeat(length - 5)}`;

describe('rate limiter constants (SPEC 9)', () => {
  it('keeps 120 ms plus 30 ms of slack per path, 100 tracked paths, 50 cached patterns, paths up to 200 characters', () => {
    expect(RATE_LIMIT_MIN_GAP_MS).toBe(120);
    expect(RATE_LIMIT_SLACK_MS).toBe(30);
    expect(RATE_LIMIT_GAP_MS).toBe(150);
    expect(RATE_LIMIT_MAX_TRACKED_PATHS).toBe(100);
    expect(RATE_LIMIT_MAX_CACHED_PATTERNS).toBe(50);
    expect(RATE_LIMIT_MAX_PATH_LENGTH).toBe(200);
  });
});

describe('minimum gap per /wps path', () => {
  it('lets the first request on a path go at once', async () => {
    const { sent, request } = recorder(createRateLimiter());
    void request('/wps/a');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent['/wps/a']).toEqual([0]);
  });

  it('holds a request 119 ms after the previous one until 150 ms', async () => {
    const { sent, request } = recorder(createRateLimiter());
    void request('/wps/a');
    await vi.advanceTimersByTimeAsync(119);
    void request('/wps/a');
    await vi.advanceTimersByTimeAsync(30); // t = 149
    expect(sent['/wps/a']).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1); // t = 150
    expect(sent['/wps/a']).toEqual([0, 150]);
  });

  it('lets a request 150 ms after the previous one go at once', async () => {
    const { sent, request } = recorder(createRateLimiter());
    void request('/wps/a');
    await vi.advanceTimersByTimeAsync(150);
    void request('/wps/a');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent['/wps/a']).toEqual([0, 150]);
  });

  it('lets a request 151 ms after the previous one go at once', async () => {
    const { sent, request } = recorder(createRateLimiter());
    void request('/wps/a');
    await vi.advanceTimersByTimeAsync(151);
    void request('/wps/a');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent['/wps/a']).toEqual([0, 151]);
  });

  it('queues a burst 150 ms apart', async () => {
    const { sent, request } = recorder(createRateLimiter());
    for (let i = 0; i < 4; i += 1) void request('/wps/a');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent['/wps/a']).toEqual([0, 150, 300, 450]);
  });

  it('keeps each path independent', async () => {
    const { sent, request } = recorder(createRateLimiter());
    void request('/wps/a');
    void request('/wps/b');
    void request('/wps/a');
    void request('/wps/c');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual({ '/wps/a': [0], '/wps/b': [0], '/wps/c': [0] });
    await vi.advanceTimersByTimeAsync(150);
    expect(sent['/wps/a']).toEqual([0, 150]);
  });
});

describe('paths the limiter skips', () => {
  it.each(['/m/home', '/api/wps/x', '/wpsx/a', '/WPS/a', 'https://api.example/wps/a'])(
    'does not limit %s',
    async (path) => {
      const limiter = createRateLimiter();
      const { sent, request } = recorder(limiter);
      void request(path);
      void request(path);
      await vi.advanceTimersByTimeAsync(0);
      expect(sent[path]).toEqual([0, 0]);
      expect(limiter.trackedPaths).toBe(0);
    },
  );

  it('limits a path of 200 characters and skips one of 201', async () => {
    const limiter = createRateLimiter();
    const { sent, request } = recorder(limiter);
    const limited = pathOfLength(200);
    const skipped = pathOfLength(201);
    expect([limited.length, skipped.length]).toEqual([200, 201]);
    for (const path of [limited, limited, skipped, skipped]) void request(path);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[limited]).toEqual([0]);
    expect(sent[skipped]).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(150);
    expect(sent[limited]).toEqual([0, 150]);
    expect(limiter.trackedPaths).toBe(1);
  });
});

describe('bounded memory', () => {
  it('tracks at most 100 paths: the 101st evicts the oldest', async () => {
    const limiter = createRateLimiter();
    const { sent, request } = recorder(limiter);
    for (let i = 1; i <= 100; i += 1) void request(`/wps/p${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.trackedPaths).toBe(100);
    void request('/wps/p101');
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.trackedPaths).toBe(100);
    // p2 is still tracked and waits; p1 was forgotten and goes at once.
    void request('/wps/p2');
    void request('/wps/p1');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent['/wps/p1']).toEqual([0, 0]);
    expect(sent['/wps/p2']).toEqual([0]);
    await vi.advanceTimersByTimeAsync(150);
    expect(sent['/wps/p2']).toEqual([0, 150]);
  });

  it('evicts the least recently requested path, not the first ever seen', async () => {
    const limiter = createRateLimiter();
    const { sent, request } = recorder(limiter);
    for (let i = 1; i <= 100; i += 1) void request(`/wps/p${i}`);
    await vi.advanceTimersByTimeAsync(100);
    void request('/wps/p1'); // p1 becomes the newest (slot 150), p2 the oldest
    void request('/wps/p101'); // evicts p2
    void request('/wps/p2'); // forgotten: goes at once, 100 ms after its previous request
    await vi.advanceTimersByTimeAsync(0);
    expect(sent['/wps/p2']).toEqual([0, 100]);
    expect(sent['/wps/p1']).toEqual([0]);
    await vi.advanceTimersByTimeAsync(50);
    expect(sent['/wps/p1']).toEqual([0, 150]);
  });

  it('caches at most 50 path patterns, and answers the same for a path it forgot', async () => {
    const limiter = createRateLimiter();
    const { sent, request } = recorder(limiter);
    for (let i = 1; i <= 50; i += 1) void request(`/wps/q${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.cachedPatterns).toBe(50);
    for (let i = 1; i <= 10; i += 1) void request(`/other/${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.cachedPatterns).toBe(50);
    void request('/wps/q1'); // its pattern was evicted: worked out again, still limited
    await vi.advanceTimersByTimeAsync(0);
    expect(sent['/wps/q1']).toEqual([0]);
    await vi.advanceTimersByTimeAsync(150);
    expect(sent['/wps/q1']).toEqual([0, 150]);
  });
});

describe('a clock set back', () => {
  it('does not hold a path until the clock reaches a slot given before (the phone’s time changed)', async () => {
    vi.setSystemTime(10 * 60_000);
    const limiter = createRateLimiter();
    const { sent, request } = recorder(limiter);
    await request('/wps/captcha/geetest');
    vi.setSystemTime(0); // ten minutes back
    const next = request('/wps/captcha/geetest');
    await vi.advanceTimersByTimeAsync(0);
    await next;
    expect(sent['/wps/captcha/geetest']).toEqual([10 * 60_000, 0]);
    // And the gap holds again from there.
    const third = request('/wps/captcha/geetest');
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_GAP_MS - 1);
    expect(sent['/wps/captcha/geetest']).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await third;
    expect(sent['/wps/captcha/geetest']).toEqual([10 * 60_000, 0, RATE_LIMIT_GAP_MS]);
  });
});
