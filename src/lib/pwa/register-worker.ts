// SPEC 7 "Others": the update mechanism is registered at /m/sw.js with env and merchant query parameters.
import { APP_BASE } from '../../config/routes';
import { visitedUrlsMessage } from './runtime-cache';

export const SERVICE_WORKER_URL = '/m/sw.js';

export function serviceWorkerUrl(env: string, merchant: string): string {
  return `${SERVICE_WORKER_URL}?${new URLSearchParams({ env, merchant })}`;
}

/** The page and the site files it loaded, as the browser recorded them. */
const loadedUrls = () => [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];

/**
 * Registers the merchant's service worker once the page has loaded; absent support is not an error. On the
 * first visit, which no worker served, the new worker is then handed what the page loaded, so that this page
 * opens offline too (the browser's cache answers, nothing is downloaded twice).
 */
export function registerServiceWorker(
  page: { env?: string; merchant?: string },
  nav: Navigator = navigator,
  loaded: () => string[] = loadedUrls,
): void {
  if (!('serviceWorker' in nav) || !page.merchant) return;
  const container = nav.serviceWorker;
  const register = async () => {
    const firstVisit = !container.controller;
    await container.register(serviceWorkerUrl(page.env ?? 'production', page.merchant!), { scope: APP_BASE });
    if (!firstVisit) return;
    const { active } = await container.ready;
    active?.postMessage(visitedUrlsMessage(location, loaded()));
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
