// A request client wired to a fake fetch, an in-memory session cache and recorded events, for the
// request-layer tests. The fake fetch honours the abort signal, like the browser's.
import { vi } from 'vitest';
import { createApiEvents, type ApiAlert } from '@/lib/api/api-events';
import { createRequestSlots } from '@/lib/api/concurrency';
import { gameListCall } from '@/flows/games/api';
import { rsaKeyCall } from '@/flows/session/api';
import type { EncryptedBody } from '@/lib/api/encryption';
import { createRateLimiter, type RateLimiter } from '@/lib/api/rate-limiter';
import { createApiClient } from '@/lib/api/request';
import { createSessionCache } from '@/lib/api/session-cache';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { memoryStore } from '../memory-store';

export const BASE_URL = 'https://api.example';
const MERCHANT = 'luckystar';
export const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal;
  at: number;
}

/** The parts of a Response the request layer reads. */
export interface FakeResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export const respond = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: () =>
    body === undefined ? Promise.reject(new SyntaxError('Unexpected end of JSON input')) : Promise.resolve(body),
});
export const ok = (value: unknown) => respond(200, { success: true, value });
export const fail = (status: number, errorCode?: string, message?: string) =>
  respond(status, { success: false, ...(errorCode ? { errorCode } : {}), ...(message ? { message } : {}) });

/** A handler answer: a response, a thrown error (network failure), or `never` (the server does not answer). */
export type Handler = (call: FetchCall) => FakeResponse | Promise<FakeResponse>;
export const never: Handler = () => new Promise<FakeResponse>(() => {});

export interface HarnessOptions {
  handler?: Handler;
  token?: string | undefined;
  language?: string;
  online?: boolean;
  protocol?: string;
  limiter?: RateLimiter;
  encrypt?: (payload: object, publicKeyPem: string) => Promise<EncryptedBody>;
}

export function createHarness(options: HarnessOptions = {}) {
  const state = {
    token: 'token' in options ? options.token : 'tok-123',
    language: options.language ?? 'EN',
    online: options.online ?? true,
    protocol: options.protocol ?? 'https:',
    handler: options.handler ?? (() => ok(null)),
  };
  const calls: FetchCall[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init!.signal!;
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
      credentials: init?.credentials,
      signal,
      at: Date.now(),
    };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort);
      Promise.resolve()
        .then(() => state.handler(call))
        .then((response) => resolve(response as unknown as Response), reject);
    });
  });
  const store = memoryStore();
  const cache = createSessionCache(guardStorage(store));
  const events = createApiEvents();
  const alerts: ApiAlert[] = [];
  const emitted: string[] = [];
  const offline: { messageKey: string; durationMs: number }[] = [];
  events.on('alert', (alert) => {
    alerts.push(alert);
    emitted.push('alert');
  });
  events.on('forcedLogout', () => emitted.push('forcedLogout'));
  events.on('domainNotAvailable', () => emitted.push('domainNotAvailable'));
  events.on('offline', (notice) => {
    offline.push(notice);
    emitted.push('offline');
  });
  const clearSession = vi.fn(() => emitted.push('clearSession'));
  const client = createApiClient({
    baseUrl: BASE_URL,
    merchantCode: MERCHANT,
    language: () => state.language,
    token: () => state.token,
    userAgent: USER_AGENT,
    fetch: fetch as unknown as typeof globalThis.fetch,
    cache,
    limiter: options.limiter ?? createRateLimiter(),
    slots: createRequestSlots(gameListCall.path),
    rsaKeyPath: rsaKeyCall.path,
    events,
    online: () => state.online,
    protocol: () => state.protocol,
    clearSession,
    ...(options.encrypt ? { encrypt: options.encrypt } : {}),
  });
  return { client, fetch, calls, state, store, cache, events, alerts, emitted, offline, clearSession };
}

/** Settles a promise without letting its rejection go unhandled; read `.result` / `.error` / `.settled`. */
export function track<T>(promise: Promise<T>) {
  const tracked = { settled: false, result: undefined as T | undefined, error: undefined as unknown };
  promise.then(
    (value) => {
      tracked.settled = true;
      tracked.result = value;
    },
    (error: unknown) => {
      tracked.settled = true;
      tracked.error = error;
    },
  );
  return tracked;
}

/** Lets pending promise chains run without moving fake time. */
export const flush = () => vi.advanceTimersByTimeAsync(0);
