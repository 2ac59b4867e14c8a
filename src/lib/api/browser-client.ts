// The request layer wired to the browser: one client per page, shared by every island.
import { session } from '../storage/guarded-storage';
import type { ApiEmitter } from './api-events';
import { createRequestSlots } from './concurrency';
import { createRateLimiter } from './rate-limiter';
import { createApiClient, type ApiClient } from './request';
import { createSessionCache } from './session-cache';

export interface BrowserClientConfig {
  merchantCode: string;
  apiBaseUrl: string;
  language: () => string;
  token: () => string | undefined;
  events: ApiEmitter;
}

export interface BrowserApi {
  client: ApiClient;
  stopCleanup: () => void;
}

export function createBrowserApi(config: BrowserClientConfig): BrowserApi {
  const { events } = config;
  const cache = createSessionCache(session());
  const client = createApiClient({
    baseUrl: config.apiBaseUrl,
    merchantCode: config.merchantCode,
    language: config.language,
    token: config.token,
    userAgent: navigator.userAgent,
    fetch: (input, init) => fetch(input, init),
    cache,
    limiter: createRateLimiter(),
    slots: createRequestSlots(),
    events,
    online: () => navigator.onLine,
    protocol: () => location.protocol,
    clearSession: () => {
      try {
        sessionStorage.clear();
      } catch {
        // storage blocked: nothing stored either
      }
    },
  });
  return { client, stopCleanup: cache.startCleanup() };
}
