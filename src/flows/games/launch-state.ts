// The state every launch button and the launch overlay share, without the launch code itself.
import { atom } from 'nanostores';
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
