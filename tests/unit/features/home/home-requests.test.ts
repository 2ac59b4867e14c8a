// The home's list calls asked for by the page script before hydration: each island takes that answer once,
// so a visit makes one call per list, and a retry asks again. The page's client comes in: no module mock.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { announcementsCall } from '@/flows/content/api';
import { hotGamesCall, lanesCall } from '@/flows/games/api';
import type { HomeSource } from '@/features/home/home-requests';
import type { ApiClient, GetOptions } from '@/lib/api/request';

const calls: string[] = [];
let fail = false;
let announcements: unknown[] = [{ id: 'a1' }];

/** The page's client and image format, played: it records each list call as `<call> <types> <ext>`. */
const source: HomeSource = {
  imageFormat: async () => 'avif',
  api: {
    get: (async (path: string, options?: GetOptions) => {
      const query = options?.query ?? {};
      const name = { [announcementsCall.path]: 'announcements', [hotGamesCall.path]: 'hot', [lanesCall.path]: 'lanes' }[
        path
      ];
      calls.push([name, query['types'], query['ext']].filter(Boolean).join(' '));
      if (name === 'hot' && fail) throw new Error('offline');
      return name === 'announcements' ? announcements : name === 'hot' ? [{ gameId: `g${calls.length}` }] : [];
    }) as ApiClient['get'],
    post: async () => undefined as never,
    put: async () => undefined as never,
    delete: async () => undefined as never,
  },
};

const merchant = { code: 'luckystar' } as ClientMerchant;
const home = await import('@/features/home/home-requests');
const askEarly = () => home.askEarly(merchant, source);
const take = <T>(list: { take: (given: HomeSource) => Promise<T> }) => list.take(source);
const { homeContent, homeLanes, hotGames } = home;

beforeEach(() => {
  calls.length = 0;
  fail = false;
  announcements = [{ id: 'a1' }];
});

describe('home requests asked early', () => {
  it('asks for the banners and marquee, hot games and lanes at once, in the detected image format', async () => {
    askEarly();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.sort()).toEqual(['announcements BANNER,MARQUEE avif', 'hot avif', 'lanes avif']);
    await Promise.all([take(homeContent), take(hotGames), take(homeLanes)]);
  });

  it('gives each island the early answer once, then asks again (a retry)', async () => {
    askEarly();
    const first = await take(hotGames);
    expect(calls.filter((call) => call.startsWith('hot'))).toHaveLength(1);
    const second = await take(hotGames);
    expect(calls.filter((call) => call.startsWith('hot'))).toHaveLength(2);
    expect(second).not.toBe(first);
    await Promise.all([take(homeContent), take(homeLanes)]);
  });

  it('hands a failed early call to the island, which shows it (no unhandled rejection before)', async () => {
    fail = true;
    askEarly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(take(hotGames)).rejects.toThrow('offline');
    await Promise.all([take(homeContent), take(homeLanes)]);
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
    askEarly();
    await take(homeContent);
    expect(pictures).toEqual([{ src: 'https://cdn.example/first.webp', fetchPriority: 'high' }]);
    await Promise.all([take(hotGames), take(homeLanes)]);
    vi.unstubAllGlobals();
  });

  it('asks when nothing was asked early (a page without the early start)', async () => {
    await take(hotGames);
    expect(calls).toEqual(['hot avif']);
  });

  it('asks nothing late: once an island has asked, the page script does not ask again', async () => {
    vi.resetModules();
    const fresh = await import('@/features/home/home-requests');
    await fresh.hotGames.take(source);
    calls.length = 0;
    fresh.askEarly(merchant, source);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.sort()).toEqual(['announcements BANNER,MARQUEE avif', 'lanes avif']);
    await Promise.all([fresh.homeContent.take(source), fresh.homeLanes.take(source)]);
  });
});
