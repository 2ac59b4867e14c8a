// The SMS resend wait (the server's resendInMs) counted down on an injected clock, so tests use fake timers.
import type { Clock } from '../../lib/time/clock';

const TICK_MS = 1000;

/** Whole seconds left until `until`, rounded up so the last second still shows 1. */
export const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / TICK_MS));

/** Reports the seconds left now and every second until 0, then stops; returns a stop for an early end. */
export function startCountdown(waitMs: number, clock: Clock, onSeconds: (seconds: number) => void): () => void {
  const until = clock.now() + waitMs;
  const seconds = secondsLeft(until, clock.now());
  onSeconds(seconds);
  if (seconds === 0) return () => undefined;
  const timer = clock.setInterval(() => {
    const left = secondsLeft(until, clock.now());
    onSeconds(left);
    if (left === 0) clock.clearInterval(timer);
  }, TICK_MS);
  return () => clock.clearInterval(timer);
}
