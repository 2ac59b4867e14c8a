// SPEC 7 "Others": the update mechanism is registered at /m/sw.js with env and merchant query parameters.
import { APP_BASE } from '../../config/routes';

export const SERVICE_WORKER_URL = '/m/sw.js';

export function serviceWorkerUrl(env: string, merchant: string): string {
  return `${SERVICE_WORKER_URL}?${new URLSearchParams({ env, merchant })}`;
}

/** Registers the merchant's service worker once the page has loaded; absent support is not an error. */
export function registerServiceWorker(page: { env?: string; merchant?: string }, nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav) || !page.merchant) return;
  const register = () =>
    nav.serviceWorker
      .register(serviceWorkerUrl(page.env ?? 'production', page.merchant!), { scope: APP_BASE })
      .catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
