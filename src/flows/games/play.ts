// A tap on a game: the launch code (game-launch, tracking, the URL guard) loads on the first tap, so no
// page pays for it before the player acts.
import type { ClientMerchant } from '../../config/client';
import { NETWORK_OFFLINE_KEY, UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import { loginUrlFor } from '../../lib/routing/navigation';
import { reportMissingChunk } from '../../stores/refresh';
import { currentToken } from '../../stores/session';
import type { Game } from './api';
import { $gameLaunch, type LaunchRequest } from './launch-state';

type Launcher = typeof import('./launcher');

/**
 * Runs a launch once its code is here. Code that a release removed gets the refresh dialog (issue 41); any other
 * failure to load it (offline) shows the failed launch with Retry.
 */
function withLauncher(request: LaunchRequest, run: (launcher: Launcher) => unknown): void {
  import('./launcher').then(run, (error: unknown) => {
    if (reportMissingChunk(error)) return;
    $gameLaunch.set({
      status: 'error',
      messageKey: navigator.onLine ? UNKNOWN_ERROR_KEY : NETWORK_OFFLINE_KEY,
      message: undefined,
      request,
    });
  });
}

/** A guest's tap goes to /m/login at once (coming back here after), without waiting for the launch code. */
export function playGame(
  merchant: ClientMerchant,
  game: Game,
  page: Pick<Location, 'assign' | 'pathname' | 'search'> = location,
): void {
  if (!currentToken()) return page.assign(loginUrlFor(page));
  withLauncher({ kind: 'game', game }, (launcher) => launcher.openGame(merchant, game));
}
export const playTrial = (merchant: ClientMerchant, game: Game) =>
  withLauncher({ kind: 'trial', game }, (launcher) => launcher.launchGame(merchant, { kind: 'trial', game }));
export const relaunch = (merchant: ClientMerchant, request: LaunchRequest) =>
  withLauncher(request, (launcher) => launcher.launchGame(merchant, request));
