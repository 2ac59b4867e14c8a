import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, GetOptions } from '@/lib/api/request';
import { fetchAnnouncements, fetchAvailablePromotions } from '@/flows/content/api';
import { promotionsByType } from '@/lib/content/announcements';
import {
  fetchFavouriteGames,
  fetchGames,
  fetchHotGames,
  fetchLanes,
  fetchRecentGames,
  requestGameLaunch,
  requestTrialLaunch,
} from '@/flows/games/api';

function fakeApi(value: unknown) {
  const get = vi.fn(async (_path: string | null | undefined, _options?: GetOptions) => value);
  const api = { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
  return { api, get };
}

describe('game calls (SPEC 7)', () => {
  it('ask for lanes on html5 in the detected image format, cached', async () => {
    const { api, get } = fakeApi([]);
    await fetchLanes(api, 'avif');
    expect(get).toHaveBeenCalledWith('/wps/relay/GCSGAME_newGameVendor', {
      query: { platform: 'html5', ext: 'avif' },
      cache: true,
    });
    await fetchLanes(api, 'na');
    expect(get).toHaveBeenLastCalledWith('/wps/relay/GCSGAME_newGameVendor', {
      query: { platform: 'html5' },
      cache: true,
    });
  });

  it('list games, hot games and the member lists', async () => {
    const { api, get } = fakeApi([]);
    await fetchGames(api, { vendor: 'GOLDREEL', page: 2, size: 12 }, 'webp');
    expect(get).toHaveBeenLastCalledWith('/wps/relay/GCSGAME_gameList', {
      query: { vendor: 'GOLDREEL', page: 2, size: 12, ext: 'webp' },
      cache: true,
    });
    await fetchHotGames(api, 'webp', 'RNG');
    expect(get).toHaveBeenLastCalledWith('/wps/relay/GCSGAME_hotGamesV2', {
      query: { category: 'RNG', ext: 'webp' },
      cache: true,
    });
    await fetchRecentGames(api);
    expect(get).toHaveBeenLastCalledWith('/wps/relay/GCS_recentGame', { alert: false });
    await fetchFavouriteGames(api);
    expect(get).toHaveBeenLastCalledWith('/wps/relay/MCSFE_getFavoriteGamesList', { alert: false });
  });

  it('launch without alerts or retries within 10 s and return value.gameUrl', async () => {
    const { api, get } = fakeApi({ gameUrl: 'https://g.example/1' });
    await expect(requestGameLaunch(api, { gameId: 'g1' })).resolves.toBe('https://g.example/1');
    expect(get).toHaveBeenLastCalledWith('/wps/game/launchGame', {
      query: { gameId: 'g1' },
      alert: false,
      retry: false,
      timeoutMs: 10_000,
    });
    await expect(requestTrialLaunch(api, { gameId: 'g1', nodeId: 'n1' })).resolves.toBe('https://g.example/1');
    expect(get).toHaveBeenLastCalledWith('/wps/relay/GCS_gameTrialLaunch', {
      query: { gameId: 'g1', nodeId: 'n1', platform: 'html5' },
      alert: false,
      retry: false,
      timeoutMs: 10_000,
      auth: false,
    });
  });

  it('fail when the answer has no game URL', async () => {
    const { api } = fakeApi({ gameUrl: null });
    await expect(requestGameLaunch(api, {})).rejects.toThrow(/gameUrl/);
    await expect(requestTrialLaunch(api, { gameId: 'g', nodeId: null })).rejects.toThrow(/gameUrl/);
  });
});

describe('announcement calls', () => {
  it('ask for the types without authorization (SPEC 6)', async () => {
    const { api, get } = fakeApi([]);
    await fetchAnnouncements(api, ['BANNER', 'MARQUEE'], 'webp');
    expect(get).toHaveBeenCalledWith('/wps/relay/MCSFE_getListAnnouncements', {
      query: { types: 'BANNER,MARQUEE', platform: 'MOBILE', category: undefined, ext: 'webp' },
      cache: true,
      auth: false,
    });
  });

  it('key available promotions by type', async () => {
    expect(
      promotionsByType([
        { type: 'APP_DOWNLOAD', enabled: true, count: 1 },
        { type: 'REFERRAL', enabled: null },
        { type: 'OTHER', enabled: true },
      ]),
    ).toEqual({
      APP_DOWNLOAD: { enabled: true, count: 1 },
      REFERRAL: { enabled: false, count: 0 },
    });
    expect(promotionsByType(null)).toEqual({});
    const { api, get } = fakeApi([{ type: 'REFERRAL', enabled: true, count: 2 }]);
    await expect(fetchAvailablePromotions(api, true)).resolves.toEqual({ REFERRAL: { enabled: true, count: 2 } });
    expect(get).toHaveBeenCalledWith('/wps/relay/MCSFE_getMerchantAvailablePromotions', { auth: true, alert: false });
  });
});
