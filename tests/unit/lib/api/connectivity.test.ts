import { describe, expect, it, vi } from 'vitest';
import { createApiEvents } from '@/lib/api/api-events';
import { reportOffline, watchConnectivity } from '@/lib/api/connectivity';

function recordedEvents() {
  const events = createApiEvents();
  const seen: unknown[] = [];
  events.on('offline', (notice) => seen.push(['offline', notice]));
  events.on('alert', (alert) => seen.push(['alert', alert]));
  return { events, seen };
}

/** A window stand-in that can fire 'offline'. */
function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: vi.fn(target.addEventListener.bind(target)),
    removeEventListener: vi.fn(target.removeEventListener.bind(target)),
    goOffline: () => target.dispatchEvent(new Event('offline')),
  };
}

describe('reportOffline (SPEC 8)', () => {
  it('shows network_offline for 1500 ms over https', () => {
    const { events, seen } = recordedEvents();
    reportOffline(events, 'https:');
    expect(seen).toEqual([['offline', { messageKey: 'network_offline', durationMs: 1500 }]]);
  });

  it('alerts "Network Error / CORS Errors" over http', () => {
    const { events, seen } = recordedEvents();
    reportOffline(events, 'http:');
    expect(seen).toEqual([['alert', { messageKey: 'network_cors_error' }]]);
  });
});

describe('watchConnectivity (SPEC 8: also when the page loads offline)', () => {
  it('reports at once when the page loads offline', () => {
    const { events, seen } = recordedEvents();
    watchConnectivity(fakeWindow(), () => false, events, 'https:');
    expect(seen).toEqual([['offline', { messageKey: 'network_offline', durationMs: 1500 }]]);
  });

  it('reports nothing at load when online, then reports each offline event', () => {
    const { events, seen } = recordedEvents();
    const target = fakeWindow();
    watchConnectivity(target, () => true, events, 'https:');
    expect(seen).toEqual([]);
    target.goOffline();
    target.goOffline();
    expect(seen).toHaveLength(2);
  });

  it('reports over http as the network error alert', () => {
    const { events, seen } = recordedEvents();
    const target = fakeWindow();
    watchConnectivity(target, () => true, events, 'http:');
    target.goOffline();
    expect(seen).toEqual([['alert', { messageKey: 'network_cors_error' }]]);
  });

  it('stops listening when stopped', () => {
    const { events, seen } = recordedEvents();
    const target = fakeWindow();
    const stop = watchConnectivity(target, () => true, events, 'https:');
    stop();
    target.goOffline();
    expect(seen).toEqual([]);
    expect(target.removeEventListener).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
