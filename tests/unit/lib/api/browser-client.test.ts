// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiEvents, type ApiAlert } from '@/lib/api/api-events';
import { gameListCall } from '@/flows/games/api';
import { rsaKeyCall } from '@/flows/session/api';
import { createBrowserApi } from '@/lib/api/browser-client';

const happyDOM = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

beforeEach(() => {
  happyDOM().setURL('https://m.brand.example/m/home');
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function browserApi() {
  const events = createApiEvents();
  const alerts: ApiAlert[] = [];
  events.on('alert', (alert) => alerts.push(alert));
  const api = createBrowserApi({
    paths: { rsaKey: rsaKeyCall.path, gameList: gameListCall.path },
    merchantCode: 'luckystar',
    apiBaseUrl: 'https://api.brand.example',
    language: () => 'EN',
    token: () => 'tok',
    events,
  });
  return { api, events, alerts };
}

describe('the browser request client', () => {
  it('calls fetch with the browser user agent, encoded, and the merchant headers', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, value: { userName: 'player1' } }));
    vi.stubGlobal('fetch', fetch);
    const { api } = browserApi();
    await expect(api.client.get('/wps/member/info')).resolves.toEqual({ userName: 'player1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.brand.example/wps/member/info');
    expect(init.headers).toMatchObject({
      Merchant: 'luckystar',
      Authorization: 'Bearer tok',
      'X-Real-UA': encodeURIComponent(navigator.userAgent),
    });
    api.stopCleanup();
  });

  it('keeps the GET cache in sessionStorage', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, value: { speedDomains: ['fast.example'] } })),
    );
    const { api } = browserApi();
    await api.client.get('/wps/system/domainRoute', { cache: true });
    expect(Object.keys(JSON.parse(sessionStorage.getItem('api_cache')!) as object)).toHaveLength(1);
    api.stopCleanup();
  });

  it('clears sessionStorage on a forced logout and raises the login alert on the given events', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, errorCode: 'login.not.session' })),
    );
    sessionStorage.setItem('session_info', '{"token":"tok"}');
    const { api, alerts } = browserApi();
    await expect(api.client.get('/wps/member/info')).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.getItem('session_info')).toBeNull();
    expect(alerts).toEqual([{ messageKey: 'in_pls_login', onConfirm: 'goToLogin' }]);
    api.stopCleanup();
  });

  it('does not throw on a forced logout when sessionStorage is blocked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false })),
    );
    const { api, alerts } = browserApi();
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await expect(api.client.get('/wps/member/info')).rejects.toMatchObject({ status: 401 });
    expect(alerts).toHaveLength(1);
    vi.restoreAllMocks();
    api.stopCleanup();
  });

  it('reads navigator.onLine and location.protocol when a call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { api, events, alerts } = browserApi();
    const offline = vi.fn();
    events.on('offline', offline);
    await expect(api.client.get('/wps/x')).rejects.toMatchObject({ source: 'network' });
    expect(offline).toHaveBeenCalledWith({ messageKey: 'network_offline', durationMs: 1500 });
    expect(alerts).toEqual([]);
    vi.restoreAllMocks();
    api.stopCleanup();
  });

  it('starts the cache cleanup, which stopCleanup ends', () => {
    vi.useFakeTimers();
    const { api } = browserApi();
    expect(vi.getTimerCount()).toBe(1);
    api.stopCleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
