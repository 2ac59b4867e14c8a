// SPEC 7 relay POST WPSCORE_saveMemberInfoByAuthKey: the member centre's dialogs save a profile icon or a new
// mobile number; the saved fields update the member info the page shows and keeps for the session.
import type { ClientMerchant } from '../../config/client';
import type { SavedMemberInfo } from '../../lib/api/contract/member-answers';
import { session } from '../../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { postMemberInfo, type MemberInfoChange } from './api';
import { apiClient } from './page-client';
import { $member } from '../../stores/session';

export type { MemberInfoChange } from './api';

/** Saves the change; the failure (a wrong code, a refused icon) is the caller's to show at its field. */
export async function saveMemberInfo(
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>,
  change: MemberInfoChange,
): Promise<SavedMemberInfo> {
  const saved = await postMemberInfo(apiClient(merchant), change);
  const member = $member.get();
  if (member) {
    const next = { ...member, ...saved };
    session().writeJson(STORAGE_KEYS.memberInfo, next);
    $member.set(next);
  }
  return saved;
}
