import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { canStartGameHere, isLotteryGame, runGameLaunch, vendorLaunchQuery } from '@/flows/games/launch-rules';

const anywhere = { startGameInApp: false, inNativeApp: false, homeScreen: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('game launch (SPEC 4: 150 ms delay, 10 s timeout, value.gameUrl)', () => {
  it('waits 150 ms before calling the launch', async () => {
    const start = vi.fn(async () => 'https://game.example/play');
    const outcome = runGameLaunch(start, anywhere);
    await vi.advanceTimersByTimeAsync(149);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
    await expect(outcome).resolves.toEqual({ type: 'redirect', url: 'https://game.example/play' });
  });

  it('gives up with timeout_retry_please 10 s after the call, not before', async () => {
    let settled = false;
    const outcome = runGameLaunch(() => new Promise<string>(() => {}), anywhere).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(150 + 9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ type: 'timeout', messageKey: 'timeout_retry_please' });
  });

  it('reads a request timeout (ECONNABORTED) as the launch timeout', async () => {
    const outcome = runGameLaunch(
      () => Promise.reject(new ApiError({ source: 'timeout', errorCode: 'ECONNABORTED' })),
      anywhere,
    );
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ type: 'timeout', messageKey: 'timeout_retry_please' });
  });

  it('shows the server message of other errors', async () => {
    const outcome = runGameLaunch(
      () =>
        Promise.reject(
          new ApiError({
            source: 'server',
            status: 400,
            errorCode: 'game.not.exists',
            message: 'gameId: no such game',
          }),
        ),
      anywhere,
    );
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ type: 'failed', message: 'gameId: no such game' });
  });

  it('leaves a forced logout to the request layer', async () => {
    const outcome = runGameLaunch(
      () => Promise.reject(new ApiError({ source: 'server', status: 401, errorCode: 'user.or.token.invalid' })),
      anywhere,
    );
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ type: 'loggedOut' });
  });

  it('has no message for a failure without one', async () => {
    const outcome = runGameLaunch(() => Promise.reject(new Error('boom')), anywhere);
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ type: 'failed', message: undefined });
  });

  it('is blocked outside the app with STARTGAMEINAPP3, without calling anything', async () => {
    const start = vi.fn(async () => 'x');
    await expect(runGameLaunch(start, { ...anywhere, startGameInApp: true })).resolves.toEqual({
      type: 'blocked',
      messageKey: 'label_start_game_error',
    });
    expect(start).not.toHaveBeenCalled();
  });
});

describe('where games may start (STARTGAMEINAPP3)', () => {
  it('starts anywhere without the flag, and in the app or a home-screen install with it', () => {
    expect(canStartGameHere(anywhere)).toBe(true);
    expect(canStartGameHere({ ...anywhere, startGameInApp: true })).toBe(false);
    expect(canStartGameHere({ ...anywhere, startGameInApp: true, inNativeApp: true })).toBe(true);
    expect(canStartGameHere({ ...anywhere, startGameInApp: true, homeScreen: true })).toBe(true);
  });
});

describe('launch payloads', () => {
  it('launches a G banner game by vendor, room, node and game type', () => {
    const game = {
      gameId: 'g1008',
      gameCode: 'lightning-roulette',
      vendor: 'JADELIVE',
      nodeId: 'n1008',
      roomId: 'r7',
      gameType: 'LIVE',
    };
    expect(vendorLaunchQuery(game, '/m/home', 'EN')).toEqual({
      gameId: 'g1008',
      gameCode: 'lightning-roulette',
      vendor: 'JADELIVE',
      nodeId: 'n1008',
      roomId: 'r7',
      gameType: 'LIVE',
      backUrl: '/m/home',
      language: 'EN',
    });
    expect(
      vendorLaunchQuery({ ...game, roomId: null, nodeId: null, gameCode: null, gameType: null }, '/m/game', 'TH'),
    ).toMatchObject({ roomId: undefined, nodeId: undefined, gameCode: undefined, gameType: undefined });
  });

  it('knows lottery games by category, aliases included', () => {
    expect(
      ['LOTT', 'ELOTT', 'elotto', 'SEA_LOTT', 'VIETNAM_LOTTO'].every((category) => isLotteryGame({ category })),
    ).toBe(true);
    expect(isLotteryGame({ category: 'RNG' })).toBe(false);
    expect(isLotteryGame({ category: null })).toBe(false);
  });
});
