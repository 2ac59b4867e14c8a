// The sandbox member whose member centre the gallery and the studio's preview show, logged in as a page
// would be after its login: the session value a tab keeps in sessionStorage.
import { randomUUID } from 'node:crypto';
import { issueLogin } from '../../sandbox/api/accounts';
import type { Sandbox } from '../../sandbox/state/sandbox';
import { sessionFromLogin, type SessionInfo } from '../../src/lib/session/session-info';

// A plain VIP member every sample seeds; otherwise the first member without 2FA.
const PREVIEW_MEMBER = 'player1';

/** A fresh login of the merchant's preview member; undefined when its sample data has no such member. */
export function previewMemberSession(sandbox: Sandbox, code: string): SessionInfo | undefined {
  const state = sandbox.merchants.find((m) => m.code === code);
  if (!state) throw new Error(`the sandbox serves no merchant ${code}`);
  const user = state.users.byName(PREVIEW_MEMBER) ?? state.users.all().find((u) => !u.twoFactor.length);
  if (!user) return undefined;
  const value = issueLogin(sandbox, state, user, randomUUID()); // each preview is a device of its own
  return sessionFromLogin(value, value.merchantCode);
}
