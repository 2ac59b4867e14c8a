// SPEC 4 "Tracked events" and SPEC 9: send with exponential backoff and jitter, then fall back to the ping call.
import {
  PING_ABORT_MS,
  TRACKING_BACKOFF_BASE_MS,
  TRACKING_FALLBACK_RETRIES,
  TRACKING_MAX_JITTER_MS,
  TRACKING_RETRIES,
} from '../../config/constants';
import { sleep, systemClock, type Clock, type TimerHandle } from '../time/clock';
import type { AnalyticsPayload } from './analytics';
import type { TrackedEventName } from './events';

export interface TrackingEvent {
  name: TrackedEventName;
  payload: AnalyticsPayload;
}

/** Query of the fallback GET /wps/system/test/ping (SPEC 7); the Merchant header is the transport's job. */
export type PingQuery = Record<string, string>;

/** Injected transport; the request layer provides the real one. Each call rejects on failure. */
export interface TrackingTransport {
  /** The collect beacon; absent where the browser must not send it (iOS below 16): the ping goes at once. */
  send?: (event: TrackingEvent) => Promise<void>;
  ping(query: PingQuery, signal: AbortSignal): Promise<void>;
}

export interface DeliveryOptions {
  clock?: Clock;
  /** Returns a number in [0, 1]; scales the jitter. */
  random?: () => number;
}

export interface DeliveryResult {
  /** Which channel took the event, or false when both gave up. */
  delivered: 'send' | 'ping' | false;
  sendAttempts: number;
  pingAttempts: number;
}

export class PingTimeoutError extends Error {
  constructor() {
    super(`ping aborted after ${PING_ABORT_MS} ms`);
    this.name = 'PingTimeoutError';
  }
}

/** Wait before retry number `retry` (1-based): base x 2^(retry-1) plus jitter in [0, max jitter]. */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const jitter = Math.min(Math.max(random(), 0), 1) * TRACKING_MAX_JITTER_MS;
  return TRACKING_BACKOFF_BASE_MS * 2 ** (retry - 1) + jitter;
}

/** The event as ping query parameters: its name plus every payload field that is set. */
export function pingQuery(event: TrackingEvent): PingQuery {
  const query: PingQuery = { event: event.name };
  for (const [key, value] of Object.entries(event.payload)) {
    if (value !== undefined) query[key] = String(value);
  }
  return query;
}

/** One ping attempt, aborted at exactly PING_ABORT_MS even if the transport ignores the signal. */
async function pingOnce(transport: TrackingTransport, query: PingQuery, clock: Clock): Promise<void> {
  const controller = new AbortController();
  let timer: TimerHandle | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = clock.setTimeout(() => {
      controller.abort();
      reject(new PingTimeoutError());
    }, PING_ABORT_MS);
  });
  try {
    await Promise.race([transport.ping(query, controller.signal), timeout]);
  } finally {
    if (timer !== undefined) clock.clearTimeout(timer);
  }
}

/** Runs `attempt` once plus up to `retries` more times with backoff; returns the number of attempts on success. */
async function withRetries(
  attempt: () => Promise<void>,
  retries: number,
  clock: Clock,
  random: () => number,
): Promise<{ ok: boolean; attempts: number }> {
  for (let retry = 0; ; retry += 1) {
    try {
      await attempt();
      return { ok: true, attempts: retry + 1 };
    } catch {
      if (retry >= retries) return { ok: false, attempts: retry + 1 };
      await sleep(backoffDelay(retry + 1, random), clock);
    }
  }
}

/**
 * Sends the event: the first try plus TRACKING_RETRIES retries (none without a send channel), then the ping with TRACKING_FALLBACK_RETRIES
 * retries (the same backoff between ping attempts: SPEC 4 gives no spacing for them). Never rejects.
 */
export async function deliverEvent(
  event: TrackingEvent,
  transport: TrackingTransport,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const { send } = transport;
  const sent = send
    ? await withRetries(() => send(event), TRACKING_RETRIES, clock, random)
    : { ok: false, attempts: 0 };
  if (sent.ok) return { delivered: 'send', sendAttempts: sent.attempts, pingAttempts: 0 };
  const query = pingQuery(event);
  const pinged = await withRetries(() => pingOnce(transport, query, clock), TRACKING_FALLBACK_RETRIES, clock, random);
  return { delivered: pinged.ok ? 'ping' : false, sendAttempts: sent.attempts, pingAttempts: pinged.attempts };
}
