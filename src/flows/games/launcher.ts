// One game launch at a time for the page (SPEC 4 "Game launch"): the launch and the redirect to
// value.gameUrl, or the game inside the app where the merchant frames its origin (issue 27, ./game-frame,
// loaded on such a launch). Pages load it on the first tap of a game, through ./play (playGame, playTrial, relaunch).
// What a launch touches of its page (address, navigation, home-screen state, calls, tracking) comes in as a
// LaunchPage, so its rules run in unit tests; browserLaunchPage() wires this page.
import type { ClientMerchant } from '../../config/client';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import { requestGameLaunch, requestTrialLaunch, type Game } from './api';
import { requestTrialLaunchNow } from './trial-now';
import {
  gameOpening,
  isLotteryGame,
  runGameLaunch,
  vendorLaunchQuery,
  type LaunchOutcome,
  type LaunchPlace,
} from './launch-rules';
import type { GameFrameOptions } from './game-frame';
import type { ApiClient } from '../../lib/api/request';
import { inNativeApp, isStandalone } from '../../lib/device/platform';
import { local } from '../../lib/storage/guarded-storage';
import { isWebclip } from '../../lib/storage/startup-params';
import { HOME_PATH, routePath } from '../../config/routes';
import { safeGoTarget } from '../../lib/routing/go-target';
import { pageGoTarget, withPreservedQuery } from '../../lib/routing/navigation';
import { safeNavigationUrl } from '../../lib/routing/safe-url';
import { apiClient } from '../session/page-client';
import { $language } from '../../stores/language';
import { $member, $session, currentToken } from '../../stores/session';
import { track } from '../tracking/track';
import { $gameLaunch, type LaunchRequest } from './launch-state';

export interface LaunchPage {
  location: Pick<Location, 'href' | 'pathname' | 'search' | 'assign' | 'replace'>;
  /** Started from the home screen: an installed PWA or a webclip. */
  homeScreen: () => boolean;
  /** The member's token (query or stored session); undefined for a guest. */
  token: () => string | undefined;
  api: ApiClient;
  track: typeof track;
  /** Opens the game inside the app; rejects when the frame's code cannot load. */
  openFrame: (options: GameFrameOptions) => Promise<void>;
  /** The synchronous trial launch (./trial-now), ready to run within one task once this resolves. */
  trialNow: () => Promise<(game: Game) => string>;
  /** Opens the game in a new window; false when the browser or the shell refused it. */
  openWindow: (url: string) => boolean;
}

export const browserLaunchPage = (merchant: ClientMerchant): LaunchPage => {
  // Made at the tap: the tapped control gets the focus back when the game's frame closes, whatever the
  // launch's own dialog did with the focus meanwhile.
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  return {
    location,
    homeScreen: () => isStandalone(window) || isWebclip(local()),
    token: currentToken,
    api: apiClient(merchant),
    track,
    // The frame's screen loads with the first framed game: no page pays for it before.
    openFrame: (options) =>
      import('./game-frame').then(({ openGameFrame }) => openGameFrame({ ...options, returnFocus: opener })),
    trialNow: async () => {
      // Dev and test builds check the answer against the contract, as the request layer does for the rest.
      const check =
        import.meta.env.MODE === 'production' ? undefined : (await import('../../lib/api/contract/check')).checkAnswer;
      return (game) => requestTrialLaunchNow(merchant, languageOf(merchant), game, check);
    },
    openWindow: (url) => {
      const opened = window.open(url, '_blank');
      if (opened) opened.opener = null;
      return Boolean(opened);
    },
  };
};

/**
 * Issue 27: inside the native app shell a trial game opens as a new window (the shell's game view), which the
 * shell allows only while the tap counts: its launch is the synchronous variant, answered in the same task.
 */
const trialInNewWindow = (request: LaunchRequest, place: Pick<LaunchPlace, 'inNativeApp'>) =>
  request.kind === 'trial' && place.inNativeApp;

/** What names the open game in the address (?game=). */
const frameId = (request: LaunchRequest) =>
  request.kind === 'lottery' ? String(request.query.lottoGameCode ?? 'lobby') : request.game.gameId;

/**
 * A lottery opens from /m/launchGame, a page that launches when opened: closing its frame goes on to the
 * page the lottery was opened from (backUrl, through the go-target guard), never back to the launch.
 */
function afterFrame(request: LaunchRequest, location: LaunchPage['location']): (() => void) | undefined {
  if (request.kind !== 'lottery') return undefined;
  const back = typeof request.query.backUrl === 'string' ? safeGoTarget(request.query.backUrl) : undefined;
  return () => location.replace(withPreservedQuery(back ?? HOME_PATH, location.search));
}

/** Where this page runs, for STARTGAMEINAPP3. */
function launchPlace(merchant: Pick<ClientMerchant, 'flags'>, page: LaunchPage): LaunchPlace {
  return {
    startGameInApp: merchant.flags.STARTGAMEINAPP3 === true,
    inNativeApp: inNativeApp(page.location.search),
    homeScreen: page.homeScreen(),
  };
}

const languageOf = (merchant: Pick<ClientMerchant, 'language'>) => $language.get() ?? merchant.language;

/**
 * Launches, then opens the game in the app's frame or redirects; failures land in $gameLaunch for the overlay.
 * Ignored while a launch runs.
 */
export async function launchGame(
  merchant: ClientMerchant,
  request: LaunchRequest,
  page = browserLaunchPage(merchant),
): Promise<LaunchOutcome | { type: 'frame' | 'window'; url: string } | undefined> {
  if ($gameLaunch.get().status === 'launching') return undefined;
  const { api, location } = page;
  const name = request.kind === 'lottery' ? request.name : request.game.gameName;
  $gameLaunch.set({ status: 'launching', name });
  const place = launchPlace(merchant, page);
  const newWindow = trialInNewWindow(request, place);
  const now = newWindow ? await page.trialNow().catch(() => undefined) : undefined;
  const start = () => {
    if (request.kind === 'trial' && now) {
      const { game } = request;
      return new Promise<string>((resolve) => resolve(now(game)));
    }
    if (request.kind === 'trial') return requestTrialLaunch(api, request.game);
    const query =
      request.kind === 'game'
        ? vendorLaunchQuery(request.game, pageGoTarget(location), languageOf(merchant))
        : request.query;
    return requestGameLaunch(api, query);
  };
  const outcome = await runGameLaunch(start, place);
  switch (outcome.type) {
    case 'redirect': {
      // A game URL that is not https (javascript:, data: ...) is refused as a failed launch (SPEC 8).
      const url = safeNavigationUrl(outcome.url, location.href);
      if (!url) {
        $gameLaunch.set({ status: 'error', messageKey: UNKNOWN_ERROR_KEY, message: undefined, request });
        return { type: 'failed', message: undefined };
      }
      const session = $session.get();
      if (request.kind !== 'trial')
        page.track(merchant, 'gameLaunch', {
          customerId: session?.id,
          customerName: $member.get()?.customerName ?? session?.userName,
        });
      const opening = gameOpening(url, merchant.gameFrameOrigins);
      if (opening.type === 'frame') {
        const framed = await page
          .openFrame({
            merchant,
            url: opening.url,
            name,
            id: frameId(request),
            onClosed: afterFrame(request, location),
          })
          .then(
            () => true,
            () => false,
          );
        if (framed) {
          $gameLaunch.set({ status: 'idle' });
          return opening;
        }
      }
      if (now && page.openWindow(url)) {
        $gameLaunch.set({ status: 'idle' });
        return { type: 'window', url };
      }
      // Not framed, or the frame's code could not load: the page leaves for the game (SPEC 4).
      location.assign(url);
      break; // the state stays 'launching' until the page is gone
    }
    case 'loggedOut':
      $gameLaunch.set({ status: 'idle' });
      break;
    case 'failed':
      $gameLaunch.set({
        status: 'error',
        messageKey: outcome.message ? undefined : UNKNOWN_ERROR_KEY,
        message: outcome.message,
        request,
      });
      break;
    default:
      $gameLaunch.set({ status: 'error', messageKey: outcome.messageKey, message: undefined, request });
  }
  return outcome;
}

/** A member's tap on a game (play.ts sends guests to log in first): lottery games open /m/launchGame. */
export function openGame(merchant: ClientMerchant, game: Game, page = browserLaunchPage(merchant)): void {
  const { location } = page;
  if (isLotteryGame(game)) {
    const query = new URLSearchParams({
      vendor: game.vendor,
      code: game.gameCode ?? game.gameId,
      // SPEC 7 backUrl: the page to come back to from the game, this one.
      backUrl: pageGoTarget(location),
    });
    location.assign(withPreservedQuery(`${routePath('launchGame')}?${query}`, location.search));
    return;
  }
  void launchGame(merchant, { kind: 'game', game }, page);
}
