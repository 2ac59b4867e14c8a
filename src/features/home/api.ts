// The home's own calls (SPEC 7 relay GET GCSGAME_getRankList), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';
import { winners, type Winner } from './rank-list';

export const rankListCall = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  answer: 'rankList',
} as const satisfies OperatorCall;
/** The operator's rank list; a failure is the caller's to show (no alert: it is not what the player came for). */
export async function fetchWinners(api: ApiClient): Promise<Winner[]> {
  return winners(await api.get<unknown>(rankListCall.path, { cache: true, alert: false }));
}
