// SPEC 3 "Member info": loaded once per session (kept in session storage, cleared on logout by session.ts).
import type { ClientMerchant } from '../../config/client';
import type { MemberInfo } from '../../lib/session/session-info';
import { session } from '../../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { fetchMemberInfo } from './api';
import { apiClient } from './page-client';
import { $member } from '../../stores/session';

/** The member's info: the stored copy unless `fresh`, else GET /wps/member/info. */
export async function loadMemberInfo(
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>,
  fresh = false,
): Promise<MemberInfo> {
  const stored = fresh ? undefined : session().readJson<MemberInfo>(STORAGE_KEYS.memberInfo);
  if (stored?.userName) {
    $member.set(stored);
    return stored;
  }
  const member = await fetchMemberInfo(apiClient(merchant));
  session().writeJson(STORAGE_KEYS.memberInfo, member);
  $member.set(member);
  return member;
}
