// SPEC 9 "Data-refresh debounce on tab visibility": 300 ms after a return to the tab, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onTabReturn } from '@/lib/time/tab-return';
import { fakeVisibility } from './fake-visibility';

describe('onTabReturn', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('runs 300 ms after the tab is visible again, not before', () => {
    const page = fakeVisibility();
    const run = vi.fn();
    onTabReturn(page, run);
    page.hide();
    page.show();
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once for a quick switch away and back, and not at all when the player leaves within 300 ms', () => {
    const page = fakeVisibility();
    const run = vi.fn();
    onTabReturn(page, run);
    page.show();
    vi.advanceTimersByTime(100);
    page.show();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
    page.show();
    vi.advanceTimersByTime(200);
    page.hide();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops listening, a pending run included', () => {
    const page = fakeVisibility();
    const run = vi.fn();
    const stop = onTabReturn(page, run);
    page.show();
    stop();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    expect(page.listeners.size).toBe(0);
  });
});
