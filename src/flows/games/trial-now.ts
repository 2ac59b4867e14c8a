// SPEC 7 "GCS_gameTrialLaunch ... also a synchronous variant with Merchant and Language headers": the same call
// answered within the tap's task, so the game's window opens while the tap still counts (launcher.ts says where).
// It bypasses the request layer (fetch is never synchronous), so it sets the headers that layer would.
import type { ClientMerchant } from '../../config/client';
import { ApiError } from '../../lib/api/api-error';
import { trialLaunchCall, type Game } from './api';

interface Envelope {
  success?: boolean;
  value?: { gameUrl?: unknown } | null;
  errorCode?: string;
  message?: string;
}

/** What reads the answer: the contract check of dev and test builds, or nothing. */
type AnswerCheck = (path: string, value: unknown) => void;

/** GCS_gameTrialLaunch {gameId, nodeId, platform}, synchronously: the game URL, or throws an ApiError. */
export function requestTrialLaunchNow(
  merchant: Pick<ClientMerchant, 'apiBaseUrl' | 'merchantCode'>,
  language: string,
  game: Pick<Game, 'gameId' | 'nodeId'>,
  check: AnswerCheck = () => undefined,
): string {
  const query = new URLSearchParams({ gameId: game.gameId, platform: 'html5' });
  if (game.nodeId) query.set('nodeId', game.nodeId);
  const xhr = new XMLHttpRequest();
  try {
    xhr.open('GET', `${merchant.apiBaseUrl}${trialLaunchCall.path}?${query}`, false);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Merchant', merchant.merchantCode);
    xhr.setRequestHeader('Language', language);
    xhr.send();
  } catch (error) {
    throw new ApiError({ source: 'network', message: (error as Error).message });
  }
  let envelope: Envelope | undefined;
  try {
    envelope = JSON.parse(xhr.responseText) as Envelope;
  } catch {
    envelope = undefined;
  }
  if (xhr.status < 200 || xhr.status > 299 || !envelope || envelope.success === false)
    throw new ApiError({
      source: 'server',
      status: xhr.status,
      errorCode: envelope?.errorCode,
      message: envelope?.message,
    });
  check(trialLaunchCall.path, envelope.value);
  const gameUrl = envelope.value?.gameUrl;
  if (typeof gameUrl !== 'string' || !gameUrl) throw new Error('GCS_gameTrialLaunch answered without value.gameUrl');
  return gameUrl;
}
