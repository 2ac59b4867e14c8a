// @vitest-environment happy-dom
// SPEC 4 "Game launch" as a tap runs it: guests log in first, lottery games open /m/launchGame, other games
// launch in place and leave for value.gameUrl through the URL guard, or open inside the app where the merchant
// frames the URL's origin (issue 27); one launch at a time. The page is a fake.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import type { Game } from '@/flows/games/api';
import type { GameFrameOptions } from '@/flows/games/game-frame';
import { launchGame, openGame, type LaunchPage } from '@/flows/games/launcher';
import { $gameLaunch } from '@/flows/games/launch-state';
import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/request';
import { $session } from '@/stores/session';
import { $language } from '@/stores/language';

const merchant = { code: 'luckystar', language: 'EN', flags: {}, gameFrameOrigins: [] } as unknown as ClientMerchant;
/** The same merchant, opening the games of one vendor's origin inside the app. */
const framing = { ...merchant, gameFrameOrigins: ['https://*.rocketx.example'] } as ClientMerchant;
const slot = { gameId: 'g1', gameName: 'Mango Mania', vendor: 'GOLDREEL', category: 'RNG' } as Game;
const lottery = { gameId: 'l1', gameCode: 'VN01', gameName: 'Saigon 5D', vendor: 'LOTTO', category: 'ELOTT' } as Game;

function fakePage(
  options: {
    token?: string | undefined;
    homeScreen?: boolean;
    gameUrl?: string;
    frameFails?: boolean;
    inApp?: boolean;
    windowRefused?: boolean;
    trialFails?: Error;
  } = {},
) {
  const url = new URL(
    `https://play.luckystar.example/m/rng.html?affiliateCode=A7&tab=2${options.inApp ? '&inApp=1' : ''}`,
  );
  const synchronous: string[] = [];
  const windows: string[] = [];
  const calls: { path: string; query: unknown }[] = [];
  const assign = vi.fn<(target: string) => void>();
  const replace = vi.fn<(target: string) => void>();
  const frames: GameFrameOptions[] = [];
  const track = vi.fn<LaunchPage['track']>();
  const gameUrl = options.gameUrl ?? 'https://games.goldreel.example/launch?t=1';
  const api = {
    get: async (path: string, request: { query?: unknown }) => {
      calls.push({ path, query: request.query });
      return { gameUrl };
    },
  } as unknown as ApiClient;
  const page: LaunchPage = {
    location: { href: url.href, pathname: url.pathname, search: url.search, assign, replace },
    homeScreen: () => options.homeScreen ?? false,
    token: () => ('token' in options ? options.token : 'tok-1'),
    api,
    track,
    openFrame: async (frame) => {
      if (options.frameFails) throw new Error('chunk failed to load');
      frames.push(frame);
    },
    trialNow: async () => (game) => {
      if (options.trialFails) throw options.trialFails;
      synchronous.push(game.gameId);
      return gameUrl;
    },
    openWindow: (target) => {
      windows.push(target);
      return !options.windowRefused;
    },
  };
  return { page, calls, assign, replace, track, frames, synchronous, windows };
}

beforeEach(() => {
  vi.useFakeTimers();
  $gameLaunch.set({ status: 'idle' });
  $session.set({ token: 'tok-1', merchantCode: 'LUCKYSTAR', id: 42, userName: 'mango' });
  $language.set('JA');
});
afterEach(() => {
  vi.useRealTimers();
  $session.set(undefined);
});

describe('a tap on a game (openGame)', () => {
  it('opens a lottery game on /m/launchGame with its vendor, code and this page as backUrl, calling nothing', () => {
    const { page, assign, calls } = fakePage();
    openGame(merchant, lottery, page);
    const target = new URL(assign.mock.calls[0]![0], 'https://x.example');
    expect(target.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      vendor: 'LOTTO',
      code: 'VN01',
      backUrl: '/m/rng?affiliateCode=A7&tab=2',
      affiliateCode: 'A7',
    });
    expect(calls).toEqual([]);
  });

  it('launches other games after 150 ms in the language shown, tracks the launch and leaves for value.gameUrl', async () => {
    const { page, assign, calls, track } = fakePage();
    openGame(merchant, slot, page);
    expect($gameLaunch.get()).toEqual({ status: 'launching', name: 'Mango Mania' });
    await vi.advanceTimersByTimeAsync(149);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      {
        path: '/wps/game/launchGame',
        query: expect.objectContaining({
          gameId: 'g1',
          vendor: 'GOLDREEL',
          backUrl: '/m/rng?affiliateCode=A7&tab=2',
          language: 'JA',
        }),
      },
    ]);
    expect(assign).toHaveBeenCalledWith('https://games.goldreel.example/launch?t=1');
    expect(track).toHaveBeenCalledWith(merchant, 'gameLaunch', { customerId: 42, customerName: 'mango' });
    // The overlay stays until the page is gone.
    expect($gameLaunch.get().status).toBe('launching');
  });
});

describe('launchGame', () => {
  it('ignores a second tap while a launch runs', async () => {
    const { page, calls } = fakePage();
    const first = launchGame(merchant, { kind: 'game', game: slot }, page);
    await expect(launchGame(merchant, { kind: 'game', game: slot }, page)).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(150);
    await first;
    expect(calls).toHaveLength(1);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'http://games.example/'])(
    'refuses a game URL the guard refuses (%s): no navigation, no tracking, the failed launch with Retry',
    async (gameUrl) => {
      const { page, assign, track } = fakePage({ gameUrl });
      const request = { kind: 'game', game: slot } as const;
      const outcome = launchGame(merchant, request, page);
      await vi.advanceTimersByTimeAsync(150);
      await expect(outcome).resolves.toEqual({ type: 'failed', message: undefined });
      expect(assign).not.toHaveBeenCalled();
      expect(track).not.toHaveBeenCalled();
      expect($gameLaunch.get()).toEqual({ status: 'error', messageKey: 'unknown_error', message: undefined, request });
    },
  );

  it('does not track a trial launch', async () => {
    const { page, assign, calls, track } = fakePage({ token: undefined });
    const outcome = launchGame(merchant, { kind: 'trial', game: slot }, page);
    await vi.advanceTimersByTimeAsync(150);
    await outcome;
    expect(calls.map((call) => call.path)).toEqual(['/wps/relay/GCS_gameTrialLaunch']);
    expect(assign).toHaveBeenCalledWith('https://games.goldreel.example/launch?t=1');
    expect(track).not.toHaveBeenCalled();
  });

  it('with STARTGAMEINAPP3, starts from the home screen only, calling nothing elsewhere', async () => {
    const inAppOnly = { ...merchant, flags: { STARTGAMEINAPP3: true } } as ClientMerchant;
    const browser = fakePage();
    await expect(launchGame(inAppOnly, { kind: 'game', game: slot }, browser.page)).resolves.toEqual({
      type: 'blocked',
      messageKey: 'label_start_game_error',
    });
    expect(browser.calls).toEqual([]);
    $gameLaunch.set({ status: 'idle' });
    const installed = fakePage({ homeScreen: true });
    const outcome = launchGame(inAppOnly, { kind: 'game', game: slot }, installed.page);
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toMatchObject({ type: 'redirect' });
  });
});

describe('the synchronous trial launch (SPEC 7, issue 27)', () => {
  it('inside the native app shell: the trial launches synchronously after 150 ms and opens in a new window', async () => {
    const { page, calls, synchronous, windows, assign } = fakePage({ inApp: true });
    const outcome = launchGame(merchant, { kind: 'trial', game: slot }, page);
    await vi.advanceTimersByTimeAsync(149);
    expect(synchronous).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ type: 'window', url: 'https://games.goldreel.example/launch?t=1' });
    expect(synchronous).toEqual(['g1']);
    expect(calls).toEqual([]);
    expect(windows).toEqual(['https://games.goldreel.example/launch?t=1']);
    expect(assign).not.toHaveBeenCalled();
    expect($gameLaunch.get()).toEqual({ status: 'idle' });
  });

  it('elsewhere, and for real games in the shell, launches as before', async () => {
    const browser = fakePage();
    const trial = launchGame(merchant, { kind: 'trial', game: slot }, browser.page);
    await vi.advanceTimersByTimeAsync(150);
    await trial;
    expect(browser.calls.map((call) => call.path)).toEqual(['/wps/relay/GCS_gameTrialLaunch']);
    expect([browser.synchronous, browser.windows]).toEqual([[], []]);
    $gameLaunch.set({ status: 'idle' }); // the first page left for its game
    const shell = fakePage({ inApp: true });
    const real = launchGame(merchant, { kind: 'game', game: slot }, shell.page);
    await vi.advanceTimersByTimeAsync(150);
    await real;
    expect(shell.calls.map((call) => call.path)).toEqual(['/wps/game/launchGame']);
    expect([shell.synchronous, shell.windows]).toEqual([[], []]);
  });

  it('leaves for the game when the window is refused, and shows a failed synchronous launch', async () => {
    const refused = fakePage({ inApp: true, windowRefused: true });
    const outcome = launchGame(merchant, { kind: 'trial', game: slot }, refused.page);
    await vi.advanceTimersByTimeAsync(150);
    await outcome;
    expect(refused.assign).toHaveBeenCalledWith('https://games.goldreel.example/launch?t=1');
    $gameLaunch.set({ status: 'idle' });
    const failing = fakePage({
      inApp: true,
      trialFails: new ApiError({
        source: 'server',
        status: 400,
        errorCode: 'game.trial.unavailable',
        message: 'No trial',
      }),
    });
    const failed = launchGame(merchant, { kind: 'trial', game: slot }, failing.page);
    await vi.advanceTimersByTimeAsync(150);
    await expect(failed).resolves.toEqual({ type: 'failed', message: 'No trial' });
    expect($gameLaunch.get()).toMatchObject({ status: 'error', message: 'No trial' });
  });
});

describe('a game whose URL origin the merchant frames (issue 27)', () => {
  const rocket = { gameId: 'g1028', gameName: 'RocketX', vendor: 'ROCKETX', category: 'CRASH' } as Game;
  const framedUrl = 'https://play.rocketx.example/launch?t=1';

  it('opens inside the app, named in the address by its id, tracked, without leaving the page', async () => {
    const { page, assign, track, frames } = fakePage({ gameUrl: framedUrl });
    const outcome = launchGame(framing, { kind: 'game', game: rocket }, page);
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ type: 'frame', url: framedUrl });
    expect(frames).toEqual([{ merchant: framing, url: framedUrl, name: 'RocketX', id: 'g1028', onClosed: undefined }]);
    expect(assign).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith(framing, 'gameLaunch', { customerId: 42, customerName: 'mango' });
    // The "Opening the game" overlay gives way to the game.
    expect($gameLaunch.get()).toEqual({ status: 'idle' });
  });

  it('leaves for any other origin as SPEC 4 says, and for every game of a merchant that frames none', async () => {
    const other = fakePage();
    const outcome = launchGame(framing, { kind: 'game', game: slot }, other.page);
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ type: 'redirect', url: 'https://games.goldreel.example/launch?t=1' });
    expect(other.frames).toEqual([]);
    expect(other.assign).toHaveBeenCalledWith('https://games.goldreel.example/launch?t=1');
    $gameLaunch.set({ status: 'idle' });
    const none = fakePage({ gameUrl: framedUrl });
    const redirect = launchGame(merchant, { kind: 'game', game: rocket }, none.page);
    await vi.advanceTimersByTimeAsync(150);
    await redirect;
    expect(none.frames).toEqual([]);
    expect(none.assign).toHaveBeenCalledWith(framedUrl);
  });

  it('still leaves for the game when the frame cannot load (offline chunk)', async () => {
    const { page, assign } = fakePage({ gameUrl: framedUrl, frameFails: true });
    const outcome = launchGame(framing, { kind: 'game', game: rocket }, page);
    await vi.advanceTimersByTimeAsync(150);
    await outcome;
    expect(assign).toHaveBeenCalledWith(framedUrl);
  });

  it('frames a lottery by the same rule; closing it goes on to its backUrl, through the go-target guard', async () => {
    const lotteryQuery = { launchMode: 'LOTT', lottoGameCode: 'VN01', lottoView: 'betting', backUrl: '/m/elott' };
    const { page, replace, frames } = fakePage({ gameUrl: framedUrl });
    const outcome = launchGame(framing, { kind: 'lottery', query: lotteryQuery, name: 'Lottery' }, page);
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toEqual({ type: 'frame', url: framedUrl });
    expect(frames[0]).toMatchObject({ id: 'VN01', name: 'Lottery' });
    frames[0]!.onClosed!();
    expect(replace).toHaveBeenCalledWith('/m/elott?affiliateCode=A7');
    // A backUrl the guard refuses goes home.
    $gameLaunch.set({ status: 'idle' });
    const hostile = fakePage({ gameUrl: framedUrl });
    const launch = launchGame(
      framing,
      { kind: 'lottery', query: { ...lotteryQuery, backUrl: '//evil.example/m/' }, name: 'Lottery' },
      hostile.page,
    );
    await vi.advanceTimersByTimeAsync(150);
    await launch;
    hostile.frames[0]!.onClosed!();
    expect(hostile.replace).toHaveBeenCalledWith('/m/home?affiliateCode=A7');
  });
});
