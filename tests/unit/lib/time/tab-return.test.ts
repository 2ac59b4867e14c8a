// SPEC 9 "Data-refresh debounce on tab visibility": 300 ms after a return to the tab, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onTabReturn, type VisibilitySource } from '@/lib/time/tab-return';

function fakeDocument() {
  const listeners = new Set<() => void>();
  const source = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
    set(state: DocumentVisibilityState) {
      source.visibilityState = state;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
  return source satisfies VisibilitySource;
}

describe('onTabReturn', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('runs 300 ms after the tab is visible again, not before', () => {
    const page = fakeDocument();
    const run = vi.fn();
    onTabReturn(page, run);
    page.set('hidden');
    page.set('visible');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once for a quick switch away and back, and not at all when the player leaves within 300 ms', () => {
    const page = fakeDocument();
    const run = vi.fn();
    onTabReturn(page, run);
    page.set('visible');
    vi.advanceTimersByTime(100);
    page.set('visible');
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
    page.set('visible');
    vi.advanceTimersByTime(200);
    page.set('hidden');
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops listening, a pending run included', () => {
    const page = fakeDocument();
    const run = vi.fn();
    const stop = onTabReturn(page, run);
    page.set('visible');
    stop();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    expect(page.listeners.size).toBe(0);
  });
});
