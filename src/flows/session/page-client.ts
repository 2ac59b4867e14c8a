// The page's one request client, shared by islands; what it raises goes to the alert stores.
import { isLanguageCode } from '../../config/languages';
import { createApiEvents } from '../../lib/api/api-events';
import { createBrowserApi, type BrowserApi } from '../../lib/api/browser-client';
import type { ApiClient } from '../../lib/api/request';
import { $alerts, $domainNotAvailable, $notice } from '../../stores/alerts';
import { $language } from '../../stores/language';
import { currentToken } from '../../stores/session';
import { gameListCall } from '../games/api';
import { rsaKeyCall } from './api';

export const apiEvents = createApiEvents();

// An alert already waiting is not queued again: offline, each call of a page fails with the same one.
apiEvents.on('alert', (alert) => {
  const waiting = $alerts.get();
  const same = JSON.stringify(alert);
  if (!waiting.some((queued) => JSON.stringify(queued) === same)) $alerts.set([...waiting, alert]);
});
apiEvents.on('offline', (notice) => $notice.set(notice));
apiEvents.on('domainNotAvailable', () => $domainNotAvailable.set(true));

let api: BrowserApi | undefined;

function browserApi(merchant: { merchantCode: string; apiBaseUrl: string }): BrowserApi {
  api ??= createBrowserApi({
    merchantCode: merchant.merchantCode,
    apiBaseUrl: merchant.apiBaseUrl,
    language: () => {
      const page = document.documentElement.dataset['language'];
      return $language.get() ?? (isLanguageCode(page) ? page : 'EN');
    },
    token: currentToken,
    events: apiEvents,
    paths: { rsaKey: rsaKeyCall.path, gameList: gameListCall.path },
  });
  return api;
}

/**
 * The request client of this page. Islands may ask for it while rendering (also on the server); the
 * browser client is made on the first call.
 */
export function apiClient(merchant: { merchantCode: string; apiBaseUrl: string }): ApiClient {
  const client = () => browserApi(merchant).client;
  return {
    get: (path, options) => client().get(path, options),
    post: (path, body, options) => client().post(path, body, options),
    put: (path, body, options) => client().put(path, body, options),
    delete: (path, body, options) => client().delete(path, body, options),
  };
}
