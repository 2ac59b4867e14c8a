// SPEC 7 "Common request layer": one client for every /wps call -- headers, token stripping, timeout,
// session cache, shared in-flight GETs, concurrency slots, the /wps rate limiter, encryption and the
// error catalogue of SPEC 8.
import {
  FAILURE_RETRIES,
  FAILURE_RETRY_INTERVAL_MS,
  OFFLINE_NOTICE_MS,
  REQUEST_TIMEOUT_MS,
} from '../../config/constants';
import { sleep, systemClock, type Clock } from '../time/clock';
import { ApiError, isApiError } from './api-error';
import { ALERT_KEYS, type ApiEmitter } from './api-events';
import type { RequestSlots } from './concurrency';
import type { EncryptedBody } from './encryption';
import { classifyFailure, type FailureBehaviour } from './error-catalogue';
import type { RateLimiter } from './rate-limiter';
import { cacheKey, type SessionCache } from './session-cache';

export type Query = Record<string, string | number | boolean | null | undefined>;
/** Query parameters never sent on (SPEC 7). */
const STRIPPED_PARAMS = new Set(['token', 'authorization']);

export interface ApiClientDeps {
  /** Origin of the API; '' for the page's own origin. */
  baseUrl: string;
  merchantCode: string;
  language: () => string;
  token: () => string | undefined;
  userAgent: string;
  fetch: typeof fetch;
  clock?: Clock;
  cache: SessionCache;
  limiter: RateLimiter;
  slots: RequestSlots;
  events: ApiEmitter;
  online: () => boolean;
  /** location.protocol of the page. */
  protocol: () => string;
  /** Clears session storage on a forced logout. */
  clearSession: () => void;
  encrypt?: (payload: object, publicKeyPem: string) => Promise<EncryptedBody>;
  /** The call that answers the RSA public key (PROTOCOL.md), declared by its owner (flows/session/api.ts). */
  rsaKeyPath: string;
}

interface CommonOptions {
  /** false: failures are not alerted (the caller shows them). Default true. */
  alert?: boolean;
  moduleId?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** false: sent without Authorization (SPEC 6: promotions, app-download announcements). */
  auth?: boolean;
}

export interface GetOptions extends CommonOptions {
  query?: Query;
  /** true for the default 180 s, or a lifetime in ms. */
  cache?: boolean | number;
  /** Drops the cached entry first. */
  flush?: boolean;
  /** false: "other failures" are not retried (game launch has its own timeout rule). Default true. */
  retry?: boolean;
}

export interface SendOptions extends CommonOptions {
  /** PROTOCOL.md "Encrypted requests". */
  encrypted?: boolean;
}

export interface ApiClient {
  get<T>(path: string | null | undefined, options?: GetOptions): Promise<T>;
  post<T>(path: string | null | undefined, body?: unknown, options?: SendOptions): Promise<T>;
  put<T>(path: string | null | undefined, body?: unknown, options?: SendOptions): Promise<T>;
  delete<T>(path: string | null | undefined, body?: unknown, options?: SendOptions): Promise<T>;
}

/** The path and query with token and authorization parameters removed (any case). */
export function cleanUrl(path: string, query: Query = {}): { path: string; query: Record<string, string> } {
  const url = new URL(path, 'https://origin.invalid');
  for (const name of [...url.searchParams.keys()])
    if (STRIPPED_PARAMS.has(name.toLowerCase())) url.searchParams.delete(name);
  const merged: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && !STRIPPED_PARAMS.has(name.toLowerCase())) merged[name] = String(value);
  }
  return { path: url.pathname, query: merged };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const clock = deps.clock ?? systemClock;
  // The encryption code (and the crypto libraries it loads) arrives with the first encrypted call.
  const encrypt =
    deps.encrypt ??
    (async (payload: object, key: string) => (await import('./encryption')).encryptPayload(payload, key));
  const inFlight = new Map<string, Promise<unknown>>();
  let rsaKey: Promise<string> | undefined;

  const headersFor = (options: CommonOptions): Record<string, string> => {
    const token = options.auth === false ? undefined : deps.token();
    return {
      Accept: 'application/json',
      Merchant: deps.merchantCode,
      Language: deps.language(),
      'X-Real-UA': encodeURIComponent(deps.userAgent),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.moduleId ? { ModuleId: options.moduleId } : {}),
      ...options.headers,
    };
  };

  /** One HTTP exchange: timeout, envelope, typed failure. */
  async function exchange<T>(
    method: string,
    path: string,
    query: Record<string, string>,
    init: { headers: Record<string, string>; body?: string; timeoutMs: number },
  ): Promise<T> {
    const search = new URLSearchParams(query).toString();
    const url = `${deps.baseUrl}${path}${search ? `?${search}` : ''}`;
    // The timeout starts when the request gets its slot and covers reading the body too.
    return deps.slots.run(path, async () => {
      const controller = new AbortController();
      const timer = clock.setTimeout(() => controller.abort(), init.timeoutMs);
      const failed = (error: unknown) =>
        new ApiError({
          source: controller.signal.aborted ? 'timeout' : 'network',
          errorCode: controller.signal.aborted ? 'ECONNABORTED' : undefined,
          message: (error as Error).message,
        });
      try {
        let response: Response;
        try {
          response = await deps.fetch(url, {
            method,
            headers: init.headers,
            credentials: 'include',
            signal: controller.signal,
            ...(init.body !== undefined ? { body: init.body } : {}),
          });
        } catch (error) {
          throw failed(error);
        }
        const envelope = (await response.json().catch((error: unknown) => {
          if (controller.signal.aborted) throw failed(error);
          return undefined;
        })) as { success?: boolean; value?: T; errorCode?: string; message?: string } | undefined;
        if (!response.ok || !envelope || envelope.success === false) {
          throw new ApiError({
            source: 'server',
            status: response.status,
            errorCode: envelope?.errorCode,
            message: envelope?.message,
            details: envelope?.value,
          });
        }
        return envelope.value as T;
      } finally {
        clock.clearTimeout(timer);
      }
    });
  }

  // Only errorCodes the server sent count as such: a timeout (ECONNABORTED) is one of SPEC 8's "other failures".
  const failureFacts = (error: ApiError) => ({
    status: error.status,
    errorCode: error.source === 'server' ? error.errorCode : undefined,
    networkFailure: error.source === 'network',
    online: deps.online(),
    protocol: deps.protocol(),
  });

  /** Acts on SPEC 8 for a failure and returns the behaviour; the caller rethrows. */
  function report(error: ApiError, alert: boolean, sentToken: string | undefined): FailureBehaviour {
    const behaviour = classifyFailure(failureFacts(error));
    const notice = (messageKey: string) =>
      alert &&
      deps.events.emit('alert', {
        titleKey: ALERT_KEYS.notice,
        ...(error.serverMessage ? { message: error.serverMessage } : { messageKey }),
      });
    switch (behaviour) {
      case 'forcedLogout':
        // The member logged out (or in as someone else) while the call ran: its 401 is about a token gone.
        if (deps.token() !== sentToken) break;
        deps.clearSession();
        deps.events.emit('forcedLogout');
        deps.events.emit('alert', { messageKey: ALERT_KEYS.pleaseLogin, onConfirm: 'goToLogin' });
        break;
      case 'domainNotAvailable':
        deps.events.emit('domainNotAvailable');
        break;
      case 'notice':
        notice(ALERT_KEYS.internetLost);
        break;
      case 'retryThenNotice':
        notice(ALERT_KEYS.unknownError);
        break;
      case 'networkError':
        if (alert) deps.events.emit('alert', { messageKey: ALERT_KEYS.networkError });
        break;
      case 'offlineNotice':
        deps.events.emit('offline', { messageKey: ALERT_KEYS.offline, durationMs: OFFLINE_NOTICE_MS });
        break;
      default: // rejectSilently, notAlerted, handledByCaller
    }
    return behaviour;
  }

  const toApiError = (error: unknown) =>
    isApiError(error) ? error : new ApiError({ source: 'client', message: String(error) });

  /** Runs an exchange; "other failures" of an idempotent GET are retried every 1 s up to 3 times. */
  async function withCatalogue<T>(attempt: () => Promise<T>, options: { alert: boolean; retry: boolean }): Promise<T> {
    const sentToken = deps.token();
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt();
      } catch (caught) {
        const error = toApiError(caught);
        if (options.retry && retry < FAILURE_RETRIES && classifyFailure(failureFacts(error)) === 'retryThenNotice') {
          await sleep(FAILURE_RETRY_INTERVAL_MS, clock);
          continue;
        }
        report(error, options.alert, sentToken);
        throw error;
      }
    }
  }

  const nullUrl = () =>
    Promise.reject(new ApiError({ source: 'client', errorCode: 'url_is_null_check', message: 'url_is_null_check' }));

  async function get<T>(rawPath: string | null | undefined, options: GetOptions = {}): Promise<T> {
    if (!rawPath) return nullUrl();
    const { path, query } = cleanUrl(rawPath, options.query);
    const key = cacheKey('GET', path, query, options.auth === false ? undefined : deps.token());
    if (options.flush) deps.cache.delete(key);
    if (options.cache) {
      const cached = deps.cache.get(key);
      if (cached !== undefined) return cached as T;
    }
    const shared = inFlight.get(key);
    if (shared) return shared as Promise<T>;
    const request = withCatalogue(
      async () => {
        await deps.limiter.wait(path);
        return exchange<T>('GET', path, query, {
          headers: headersFor(options),
          timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        });
      },
      { alert: options.alert !== false, retry: options.retry !== false },
    ).then((value) => {
      if (options.cache) deps.cache.set(key, value, typeof options.cache === 'number' ? options.cache : undefined);
      return value;
    });
    inFlight.set(key, request);
    return request.finally(() => inFlight.delete(key));
  }

  /** The server's RSA key, fetched once per page life (a failed fetch is tried again next time). */
  function publicKey(): Promise<string> {
    rsaKey ??= get<string>(deps.rsaKeyPath, { alert: false }).catch((error: unknown) => {
      rsaKey = undefined;
      throw error;
    });
    return rsaKey;
  }

  const send =
    (method: string) =>
    async <T>(rawPath: string | null | undefined, body?: unknown, options: SendOptions = {}): Promise<T> => {
      if (!rawPath) return nullUrl();
      const { path, query } = cleanUrl(rawPath);
      const headers = headersFor(options);
      let payload: string | undefined;
      if (options.encrypted) {
        // SPEC 5: without the session key nothing of the merchant's data is sent; the key fetch failure is the error.
        const encrypted = await encrypt((body ?? {}) as object, await publicKey());
        Object.assign(headers, encrypted.headers);
        payload = encrypted.body;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      return withCatalogue(
        () =>
          exchange<T>(method, path, query, {
            headers,
            timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
            ...(payload !== undefined ? { body: payload } : {}),
          }),
        { alert: options.alert !== false, retry: false },
      ).catch((error: unknown) => {
        // The server made a new key pair (restart): the next encrypted call fetches it again.
        if (options.encrypted && isApiError(error) && error.errorCode === 'decrypt.failed') rsaKey = undefined;
        throw error;
      });
    };

  return { get, post: send('POST'), put: send('PUT'), delete: send('DELETE') };
}
