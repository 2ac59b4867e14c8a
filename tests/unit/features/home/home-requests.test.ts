// The home's list calls asked for by the page script before hydration: each island takes that answer once,
// so a visit makes one call per list, and a retry asks again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';

const calls: string[] = [];
let fail = false;
let announcements: unknown[] = [{ id: 'a1' }];
vi.mock('@/flows/session/page-client', () => ({ apiClient: () => ({}) }));
vi.mock('@/lib/media/image-format', () => ({ imageFormat: async () => 'avif' }));
vi.mock('@/flows/content/api', () => ({
  fetchAnnouncements: async (_api: unknown, types: string[], format: string) => {
    calls.push(`announcements ${types.join(',')} ${format}`);
    return announcements;
  },
}));
vi.mock('@/flows/games/api', () => ({
  fetchHotGames: async (_api: unknown, format: string) => {
    calls.push(`hot ${format}`);
    if (fail) throw new Error('offline');
    return [{ gameId: `g${calls.length}` }];
  },
  fetchLanes: async (_api: unknown, format: string) => {
    calls.push(`lanes ${format}`);
    return [];
  },
}));

const merchant = { code: 'luckystar' } as ClientMerchant;
const { askEarly, homeContent, homeLanes, hotGames } = await import('@/features/home/home-requests');

beforeEach(() => {
  calls.length = 0;
  fail = false;
  announcements = [{ id: 'a1' }];
});

describe('home requests asked early', () => {
  it('asks for the banners and marquee, hot games and lanes at once, in the detected image format', async () => {
    askEarly(merchant);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.sort()).toEqual(['announcements BANNER,MARQUEE avif', 'hot avif', 'lanes avif']);
    await Promise.all([homeContent.take(merchant), hotGames.take(merchant), homeLanes.take(merchant)]);
  });

  it('gives each island the early answer once, then asks again (a retry)', async () => {
    askEarly(merchant);
    const first = await hotGames.take(merchant);
    expect(calls.filter((call) => call.startsWith('hot'))).toHaveLength(1);
    const second = await hotGames.take(merchant);
    expect(calls.filter((call) => call.startsWith('hot'))).toHaveLength(2);
    expect(second).not.toBe(first);
    await Promise.all([homeContent.take(merchant), homeLanes.take(merchant)]);
  });

  it('hands a failed early call to the island, which shows it (no unhandled rejection before)', async () => {
    fail = true;
    askEarly(merchant);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(hotGames.take(merchant)).rejects.toThrow('offline');
    await Promise.all([homeContent.take(merchant), homeLanes.take(merchant)]);
  });

  it("fetches the first home banner's picture with the answer, at high priority, before the carousel renders", async () => {
    const pictures: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        fetchPriority = 'auto';
        constructor() {
          pictures.push(this);
        }
      },
    );
    const banner = (id: string, category: string, sort: number) => ({
      id,
      type: 'BANNER',
      category,
      sort,
      imageUrl: `https://cdn.example/${id}.webp`,
    });
    announcements = [banner('second', 'm_home', 2), banner('popup', 'm_popup', 0), banner('first', 'm_home', 1)];
    askEarly(merchant);
    await homeContent.take(merchant);
    expect(pictures).toEqual([{ src: 'https://cdn.example/first.webp', fetchPriority: 'high' }]);
    await Promise.all([hotGames.take(merchant), homeLanes.take(merchant)]);
    vi.unstubAllGlobals();
  });

  it('asks when nothing was asked early (a page without the early start)', async () => {
    await hotGames.take(merchant);
    expect(calls).toEqual(['hot avif']);
  });

  it('asks nothing late: once an island has asked, the page script does not ask again', async () => {
    vi.resetModules();
    const fresh = await import('@/features/home/home-requests');
    await fresh.hotGames.take(merchant);
    calls.length = 0;
    fresh.askEarly(merchant);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.sort()).toEqual(['announcements BANNER,MARQUEE avif', 'lanes avif']);
    await Promise.all([fresh.homeContent.take(merchant), fresh.homeLanes.take(merchant)]);
  });
});
