// SPEC 4 "Session and chat": rank progress loads when the token appears, and again on return to the tab.
import { atom } from 'nanostores';
import type { ClientMerchant } from '../../config/client';
import type { PlayerRankProgress } from '../../lib/member/rank-rules';
import { fetchRankProgress } from './api';
import { apiClient } from './page-client';

/** The member's latest rank progress; the member centre shows it as soon as it changes. */
export const $rankProgress = atom<PlayerRankProgress | undefined>(undefined);

let inFlight: Promise<PlayerRankProgress> | undefined;

/** GET the rank progress; callers that ask while it is on its way share the one request. */
export function loadRankProgress(
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>,
): Promise<PlayerRankProgress> {
  inFlight ??= fetchRankProgress(apiClient(merchant))
    .then((progress) => {
      $rankProgress.set(progress);
      return progress;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
