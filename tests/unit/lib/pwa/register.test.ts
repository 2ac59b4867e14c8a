// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, registerServiceWorker, serviceWorkerUrl } from '@/lib/pwa/register-worker';

describe('service worker registration (SPEC 7 "Others")', () => {
  it('is /m/sw.js with env and merchant query parameters', () => {
    expect(SERVICE_WORKER_URL).toBe('/m/sw.js');
    expect(serviceWorkerUrl('production', 'luckystar')).toBe('/m/sw.js?env=production&merchant=luckystar');
  });

  it('registers with scope /m/ once the page has loaded', () => {
    const register = vi.fn().mockResolvedValue({});
    registerServiceWorker({ env: 'staging', merchant: 'siamarena' }, {
      serviceWorker: { register },
    } as unknown as Navigator);
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/m/sw.js?env=staging&merchant=siamarena', { scope: '/m/' });
  });

  it('hands the first page, which no worker served, to the new worker; a page a worker serves already, not', async () => {
    const postMessage = vi.fn();
    const nav = (controller: object | null) =>
      ({
        serviceWorker: {
          controller,
          register: vi.fn().mockResolvedValue({}),
          ready: Promise.resolve({ active: { postMessage } }),
        },
      }) as unknown as Navigator;
    const loaded = () => [`${location.origin}/m/_astro/core.abc.js`];
    registerServiceWorker({ merchant: 'luckystar' }, nav(null), loaded);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage.mock.calls[0]![0].payload.urlsToCache).toContain(`${location.origin}/m/_astro/core.abc.js`);

    registerServiceWorker({ merchant: 'luckystar' }, nav({}), loaded);
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service worker support or without a merchant', () => {
    expect(() => registerServiceWorker({ merchant: 'x' }, {} as Navigator)).not.toThrow();
    const register = vi.fn();
    registerServiceWorker({ env: 'production' }, { serviceWorker: { register } } as unknown as Navigator);
    expect(register).not.toHaveBeenCalled();
  });
});
