import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_GUARD_MS } from '@/config/constants';
import { createSubmitGuard } from '@/lib/auth/submit-guard';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A submit that runs until finish() or fail() is called. */
function pendingSubmit() {
  const control = { finish: () => {}, fail: () => {} };
  const submit = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        control.finish = () => resolve('done');
        control.fail = () => reject(new Error('login.cred.err'));
      }),
  );
  return { submit, control };
}

describe('the login and registration double-submit guard (SPEC 4, SPEC 9: 500 ms)', () => {
  it('is 500 ms', () => {
    expect(SUBMIT_GUARD_MS).toBe(500);
  });

  it('runs the first submit and gives back its result', async () => {
    const guard = createSubmitGuard();
    await expect(guard.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('ignores a second submit while the first is running', async () => {
    const guard = createSubmitGuard();
    const first = pendingSubmit();
    const second = vi.fn(async () => 'second');
    const running = guard.run(first.submit);
    expect(guard.busy).toBe(true);
    await expect(guard.run(second)).resolves.toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    first.control.finish();
    await expect(running).resolves.toBe('done');
  });

  it('still ignores a submit 499 ms after the first finished, and accepts one at 500 ms', async () => {
    const guard = createSubmitGuard();
    const first = pendingSubmit();
    const running = guard.run(first.submit);
    await vi.advanceTimersByTimeAsync(3_000); // a slow call: the guard counts from the end
    first.control.finish();
    await running;
    const next = vi.fn(async () => 'next');
    await vi.advanceTimersByTimeAsync(499);
    await expect(guard.run(next)).resolves.toBeUndefined();
    expect(guard.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(guard.busy).toBe(false);
    await expect(guard.run(next)).resolves.toBe('next');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('is released 500 ms after a failure too, and passes the failure on', async () => {
    const guard = createSubmitGuard();
    const first = pendingSubmit();
    const running = guard.run(first.submit);
    first.control.fail();
    await expect(running).rejects.toThrow('login.cred.err');
    await vi.advanceTimersByTimeAsync(499);
    expect(guard.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(guard.busy).toBe(false);
    await expect(guard.run(async () => 'again')).resolves.toBe('again');
  });

  it('is released after a submit that throws synchronously', async () => {
    const guard = createSubmitGuard();
    await expect(
      guard.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await vi.advanceTimersByTimeAsync(500);
    expect(guard.busy).toBe(false);
  });
});
