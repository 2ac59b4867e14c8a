// SPEC 3 "Session info" (session storage) and "Member info"; SPEC 6 roles.
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';

export interface SessionInfo {
  spanId?: string | undefined;
  id?: string | number | undefined;
  token: string;
  merchantCode: string;
  userName?: string | undefined;
  /** From the login response's customerType. */
  type?: number | undefined;
  firstTimeLogin?: boolean | undefined;
  /** When this browser stored the session (ms): a logout in another tab after it ends it. */
  since?: number | undefined;
}

// SPEC 3 "Login response value" and "Member info": the answers' types come from the app-server contract.
export type { LoginValue } from '../api/contract/session-answers';
export type { ClubLabel, MemberInfo } from '../api/contract/member-answers';
import type { LoginValue } from '../api/contract/session-answers';

export type Role = 'guest' | 'member' | 'agent';

export const isAgentType = (type: number | undefined) => type === 1 || type === 2;
/** Type 4 members keep their language on the server (SPEC 4 "Language"). */
export const syncsLanguage = (type: number | undefined) => type !== 4;

export function roleOf(session: Pick<SessionInfo, 'token' | 'type'> | undefined): Role {
  if (!session?.token) return 'guest';
  return isAgentType(session.type) ? 'agent' : 'member';
}

export function sessionFromLogin(value: LoginValue, merchantCode: string): SessionInfo {
  return {
    spanId: value.spanId,
    id: value.id ?? value.customerId,
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
  };
}

export const readSession = (store: GuardedStorage) => {
  const session = store.readJson<SessionInfo>(STORAGE_KEYS.sessionInfo);
  return session?.token ? session : undefined;
};
export const writeSession = (store: GuardedStorage, session: SessionInfo) =>
  store.writeJson(STORAGE_KEYS.sessionInfo, session);

/** SPEC 2: the token comes from the query (token or tokens) or the stored session. */
export function tokenFrom(search: string, stored: SessionInfo | undefined): string | undefined {
  const query = new URLSearchParams(search);
  return query.get('token') || query.get('tokens') || stored?.token || undefined;
}
