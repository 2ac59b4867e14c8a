import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusOutcome, timeStatusCheck, type StatusOutcome } from '@/features/status/status-timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deferred() {
  let resolve!: (outcome: StatusOutcome) => void;
  const promise = new Promise<StatusOutcome>((done) => (resolve = done));
  return { promise, resolve };
}

describe('status timing (SPEC 4 / 9: reported after 5 s, hard stop at 15 s)', () => {
  it('reports a fast answer at 5 s, not before', async () => {
    const check = deferred();
    const report = vi.fn();
    timeStatusCheck(check.promise, report);
    await vi.advanceTimersByTimeAsync(300);
    check.resolve('ok');
    await vi.advanceTimersByTimeAsync(4_699);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledWith({ outcome: 'ok', durationMs: 300 });
  });

  it('reports a slow answer when it comes', async () => {
    const check = deferred();
    const report = vi.fn();
    timeStatusCheck(check.promise, report);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(report).not.toHaveBeenCalled();
    check.resolve('maintenance');
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledWith({ outcome: 'maintenance', durationMs: 8_000 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('stops at 15 s with a timeout and ignores a later answer', async () => {
    const check = deferred();
    const report = vi.fn();
    timeStatusCheck(check.promise, report);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledWith({ outcome: 'timeout', durationMs: null });
    check.resolve('ok');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports nothing once stopped (the page was left)', async () => {
    const check = deferred();
    const report = vi.fn();
    const stop = timeStatusCheck(check.promise, report);
    check.resolve('ok');
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('status outcome', () => {
  it('puts region restriction before maintenance', () => {
    expect(statusOutcome({ maintenance: true, regionRestriction: true })).toBe('regionRestriction');
    expect(statusOutcome({ maintenance: true, regionRestriction: false })).toBe('maintenance');
    expect(statusOutcome({ maintenance: false, regionRestriction: null })).toBe('ok');
  });
});
