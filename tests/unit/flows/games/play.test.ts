// @vitest-environment happy-dom
// A tap on a game loads the launch code then; when that chunk cannot load, the tap is not lost silently.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import type { Game } from '@/flows/games/api';

const merchant = { code: 'luckystar' } as ClientMerchant;
const game = { gameId: 'g1', gameName: 'Mango Mania', vendor: 'GOLDREEL' } as Game;
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.doUnmock('@/flows/games/launcher');
  vi.restoreAllMocks();
});

describe('play (the launch code loads on the first tap)', () => {
  it('sends a guest to /m/login at once, coming back to this page with its preserved query (SPEC 6)', async () => {
    const openGame = vi.fn();
    vi.doMock('@/flows/games/launcher', () => ({ openGame }));
    const play = await import('@/flows/games/play');
    const assign = vi.fn();
    play.playGame(merchant, game, { assign, pathname: '/m/rng', search: '?affiliateCode=A7&tab=2' });
    expect(assign).toHaveBeenCalledWith('/m/login?affiliateCode=A7&go=%2Fm%2Frng%3FaffiliateCode%3DA7%26tab%3D2');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openGame).not.toHaveBeenCalled();
  });

  it("hands a member's tap to the launch code once it has loaded", async () => {
    const openGame = vi.fn();
    vi.doMock('@/flows/games/launcher', () => ({ openGame }));
    const play = await import('@/flows/games/play');
    (await import('@/stores/session')).$session.set({
      token: 'tok-1',
      merchantCode: 'LUCKYSTAR',
      id: 42,
      userName: 'mango',
    });
    play.playGame(merchant, game);
    await vi.waitFor(() => expect(openGame).toHaveBeenCalledWith(merchant, game));
  });

  it.each([
    [false, 'network_offline'],
    [true, 'unknown_error'],
  ])('shows the failed launch with Retry when the code cannot load (online: %s -> %s)', async (online, messageKey) => {
    setOnline(online);
    vi.doMock('@/flows/games/launcher', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const play = await import('@/flows/games/play');
    const { $gameLaunch } = await import('@/flows/games/launch-state');
    play.playTrial(merchant, game);
    await vi.waitFor(() => expect($gameLaunch.get().status).toBe('error'));
    expect($gameLaunch.get()).toEqual({
      status: 'error',
      messageKey,
      message: undefined,
      request: { kind: 'trial', game },
    });
  });
});
