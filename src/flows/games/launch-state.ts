// The state every launch button and the launch overlay share, without the launch code itself.
import { atom } from 'nanostores';
import { START_GAME_ERROR_KEY } from '../../lib/api/error-catalogue';
import type { Game, LaunchQuery } from './api';

export type LaunchRequest =
  | { kind: 'game'; game: Game }
  | { kind: 'trial'; game: Game }
  /** The lottery form of SPEC 7 (built by the lottery launch screen). */
  | { kind: 'lottery'; query: LaunchQuery; name?: string };

export type GameLaunchState =
  | { status: 'idle' }
  | { status: 'launching'; name: string | undefined }
  | { status: 'error'; messageKey: string | undefined; message: string | undefined; request: LaunchRequest };

export const $gameLaunch = atom<GameLaunchState>({ status: 'idle' });

export const dismissLaunchError = () => $gameLaunch.set({ status: 'idle' });

/** SPEC 4 STARTGAMEINAPP3: refused outside the app, where a retry can never work; the app is the way forward. */
export const refusedOutsideApp = (launch: GameLaunchState) =>
  launch.status === 'error' && launch.messageKey === START_GAME_ERROR_KEY;
