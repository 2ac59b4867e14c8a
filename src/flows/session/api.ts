// The session's calls (SPEC 7): the encryption key, member info, the member's language, rank progress and the
// member centre's saved fields.
import type { SavedMemberInfo } from '../../lib/api/contract/member-answers';
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';
import type { PlayerRankProgress } from '../../lib/member/rank-rules';
import type { MemberInfo } from '../../lib/session/session-info';

/** PROTOCOL.md: the RSA public key the request layer encrypts with (fetched by it, once per page). */
export const rsaKeyCall = {
  method: 'GET',
  path: '/wps/session/key/rsa',
  answer: 'rsaKey',
} as const satisfies OperatorCall;

export const memberInfoCall = {
  method: 'GET',
  path: '/wps/member/info',
  answer: 'memberInfo',
  member: true,
} as const satisfies OperatorCall;
export const fetchMemberInfo = (api: ApiClient) => api.get<MemberInfo>(memberInfoCall.path, { alert: false });

export const memberLanguageCall = {
  method: 'POST',
  path: '/wps/member/language',
  member: true,
  changesState: true,
} as const satisfies OperatorCall;
export const saveMemberLanguage = (api: ApiClient, language: string) => api.post(memberLanguageCall.path, { language });

export const rankProgressCall = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  answer: 'rankProgress',
  member: true,
} as const satisfies OperatorCall;
export const fetchRankProgress = (api: ApiClient) =>
  api.get<PlayerRankProgress>(rankProgressCall.path, { alert: false });

/** A profile icon, or a new mobile number with the SMS code sent to it (docs/api.md). */
export type MemberInfoChange =
  { profileIcon: number } | { countryDialingCode: string; mobileNum: string; smsCode: string };

/** Relay POST WPSCORE_saveMemberInfoByAuthKey: a profile icon, or a new mobile number with its SMS code. */
export const saveMemberInfoCall = {
  method: 'POST',
  path: '/wps/relay/WPSCORE_saveMemberInfoByAuthKey',
  answer: 'savedMemberInfo',
  member: true,
  changesState: true,
} as const satisfies OperatorCall;
export const postMemberInfo = (api: ApiClient, change: MemberInfoChange) =>
  api.post<SavedMemberInfo>(saveMemberInfoCall.path, change, { alert: false });
