// SPEC 7 relay POST WPSCORE_saveMemberInfoByAuthKey: the member centre's dialogs save a profile icon or a new
// mobile number; the saved fields update the member info the page shows and keeps for the session.
import type { ClientMerchant } from '../../config/client';
import type { SavedMemberInfo } from '../../lib/api/contract/member';
import { relayPath, type OnDemandRelayCall } from '../../lib/api/endpoints';
import { session } from '../../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { apiClient } from './page-client';
import { $member } from '../../stores/session';

const SAVE_MEMBER_INFO = relayPath('WPSCORE_saveMemberInfoByAuthKey' satisfies OnDemandRelayCall);

/** A profile icon, or a new mobile number with the SMS code sent to it (docs/api.md). */
export type MemberInfoChange =
  { profileIcon: number } | { countryDialingCode: string; mobileNum: string; smsCode: string };

/** Saves the change; the failure (a wrong code, a refused icon) is the caller's to show at its field. */
export async function saveMemberInfo(
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>,
  change: MemberInfoChange,
): Promise<SavedMemberInfo> {
  const saved = await apiClient(merchant).post<SavedMemberInfo>(SAVE_MEMBER_INFO, change, { alert: false });
  const member = $member.get();
  if (member) {
    const next = { ...member, ...saved };
    session().writeJson(STORAGE_KEYS.memberInfo, next);
    $member.set(next);
  }
  return saved;
}
