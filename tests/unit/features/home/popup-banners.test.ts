import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupBannersShown, popupQueue, schedulePopupBanners } from '@/features/home/popup-banners';
import type { Announcement } from '@/lib/content/announcements';
import { brokenStore, memoryStore } from '../../lib/memory-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('popup banners (SPEC 2: wait 20 s, m_popup1 and m_popup2, once per session)', () => {
  it('shows at 20 000 ms, not a millisecond before', () => {
    const show = vi.fn();
    schedulePopupBanners(memoryStore(), show);
    vi.advanceTimersByTime(19_999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows once per session', () => {
    const session = memoryStore();
    const show = vi.fn();
    schedulePopupBanners(session, show);
    vi.advanceTimersByTime(20_000);
    expect(popupBannersShown(session)).toBe(true);
    schedulePopupBanners(session, show);
    vi.advanceTimersByTime(60_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and marks nothing when the page is left before 20 s', () => {
    const session = memoryStore();
    const show = vi.fn();
    const cancel = schedulePopupBanners(session, show);
    vi.advanceTimersByTime(10_000);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(show).not.toHaveBeenCalled();
    expect(popupBannersShown(session)).toBe(false);
  });

  it('still shows when storage is blocked', () => {
    const show = vi.fn();
    schedulePopupBanners(brokenStore, show);
    vi.advanceTimersByTime(20_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('queues m_popup1 before m_popup2 and nothing else', () => {
    const banner = (id: string, category: string, sort: number): Announcement => ({
      id,
      type: 'BANNER',
      category,
      title: id,
      sort,
    });
    const list = [banner('two', 'm_popup2', 1), banner('home', 'm_home', 1), banner('one', 'm_popup1', 9)];
    expect(popupQueue(list).map((item) => item.id)).toEqual(['one', 'two']);
  });
});
