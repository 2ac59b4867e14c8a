import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers } from '@/pwa/push-handlers';

const ORIGIN = 'https://m.brand.example';

/** A service worker scope with its listeners, notifications and windows in the open. */
function scope(windows: { url: string }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: [string, NotificationOptions][] = [];
  const focused = { url: windows[0]?.url ?? '', navigate: vi.fn(async () => undefined) };
  const sw = {
    addEventListener: (type: string, listener: (event: unknown) => void) => void listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push([title, options]),
    },
    clients: {
      matchAll: async () => windows.map((window) => ({ ...window, focus: async () => focused })),
      openWindow: vi.fn(async () => null),
    },
    location: { origin: ORIGIN, hostname: 'm.brand.example' },
  };
  installPushHandlers(sw as unknown as Parameters<typeof installPushHandlers>[0]);
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { sw, shown, focused, dispatch };
}

describe('service worker push handlers', () => {
  it('shows a pushed message as a notification', async () => {
    const { shown, dispatch } = scope();
    const payload = { notification: { title: 'Hello', body: 'World' }, fcmOptions: { link: '/m/activity?id=1' } };
    await dispatch('push', { data: { json: () => payload } });
    expect(shown).toEqual([
      ['Hello', { body: 'World', icon: '/m/icons/icon-192.png', data: { link: '/m/activity?id=1' } }],
    ]);
  });

  it('shows a notification named after the site for a payload that is not JSON', async () => {
    const { shown, dispatch } = scope();
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    expect(shown[0]![0]).toBe('m.brand.example');
  });

  it('a click opens the app at the link when no window shows it', async () => {
    const { sw, dispatch } = scope();
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { link: '/m/activity?id=1' } } });
    expect(close).toHaveBeenCalled();
    expect(sw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/m/activity?id=1`);
  });

  it('a click focuses the app window and sends it to the link', async () => {
    const { sw, focused, dispatch } = scope([{ url: `${ORIGIN}/m/home` }]);
    await dispatch('notificationclick', { notification: { close: () => {}, data: { link: '/m/game' } } });
    expect(sw.clients.openWindow).not.toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/m/game`);
  });
});
