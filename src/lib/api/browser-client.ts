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
  /** The calls the request layer treats apart, declared by their owners' api.ts. */
  paths: { rsaKey: string; gameList: string };
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
    slots: createRequestSlots(config.paths.gameList),
    rsaKeyPath: config.paths.rsaKey,
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
  // Dev and test builds check answers against the app-server contract; production folds this away.
  return {
    client: import.meta.env.MODE === 'production' ? client : contractChecked(client),
    stopCleanup: cache.startCleanup(),
  };
}

/** The client with every answer checked against src/lib/api/contract (loaded on the first answer). */
function contractChecked(client: ApiClient): ApiClient {
  const checked = async <T>(path: string | null | undefined, answer: Promise<T>): Promise<T> => {
    const value = await answer;
    if (!path) return value;
    const { checkAnswer } = await import('./contract/check');
    try {
      checkAnswer(path, value);
    } catch (error) {
      // Callers often swallow failures; the console shows the broken contract anyway.
      console.error(error);
      throw error;
    }
    return value;
  };
  return {
    get: (path, options) => checked(path, client.get(path, options)),
    post: (path, body, options) => checked(path, client.post(path, body, options)),
    put: (path, body, options) => checked(path, client.put(path, body, options)),
    delete: (path, body, options) => checked(path, client.delete(path, body, options)),
  };
}
