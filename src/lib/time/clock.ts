// Time is injected (ARCHITECTURE "Rules"): code that waits, retries, polls or expires takes a Clock,
// so tests run with fake timers and assert the exact boundaries of the spec.

export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The real clock; its methods look the globals up on each call, so Vitest's fake timers apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle),
};

/** Resolves after `ms` on the given clock. */
export function sleep(ms: number, clock: Clock = systemClock): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
