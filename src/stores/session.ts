// Session, member and their counters, shared by islands (SPEC 3, SPEC 4 "Session and chat").
import { atom } from 'nanostores';
import { flushSessionCache } from '../lib/api/session-cache';
import { createSessionLifecycle } from '../lib/session/lifecycle';
import { readSession, tokenFrom, writeSession, type MemberInfo, type SessionInfo } from '../lib/session/session-info';
import { session as sessionStore } from '../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../lib/storage/keys';

const inBrowser = typeof window !== 'undefined';

export const $session = atom<SessionInfo | undefined>(inBrowser ? readSession(sessionStore()) : undefined);
export const $member = atom<MemberInfo | undefined>(undefined);
export const $unreadCount = atom(0);
export const $depositCount = atom(0);

/** The page's session effects; features attach to its named points (chat, push, rank, deposit, inbox). */
export const sessionLifecycle = createSessionLifecycle();

// SPEC 4: when the token disappears, unread is zeroed, member info cleared and the deposit count zeroed.
sessionLifecycle.onLogout('unreadZero', () => $unreadCount.set(0));
sessionLifecycle.onLogout('memberClear', () => {
  $member.set(undefined);
  sessionStore().removeItem(STORAGE_KEYS.memberInfo);
});
sessionLifecycle.onLogout('depositCountZero', () => $depositCount.set(0));

/** The token of this page: from the query (token / tokens) or the stored session (SPEC 2). */
export function currentToken(): string | undefined {
  return inBrowser ? tokenFrom(location.search, $session.get()) : undefined;
}

// A token change (login, logout, another member) drops every cached answer of the tab.
export function startSession(info: SessionInfo): void {
  const session = { ...info, since: Date.now() };
  flushSessionCache(sessionStore());
  // A password change due belongs to the session that was told so (the login sets it after this).
  sessionStore().removeItem(STORAGE_KEYS.passwordChange);
  // So do the customer-service items of the login before (this login keeps its own after this).
  sessionStore().removeItem(STORAGE_KEYS.customerServiceScripts);
  writeSession(sessionStore(), session);
  $session.set(session);
  sessionLifecycle.setToken(session.token);
}

const beforeLogOutRuns = new Set<() => Promise<unknown>>();

/** Work that needs the member's token still valid when the member logs out (push unsubscribe, SPEC 4). */
export function onBeforeLogOut(run: () => Promise<unknown>): () => void {
  beforeLogOutRuns.add(run);
  return () => void beforeLogOutRuns.delete(run);
}

/** Runs that work before an explicit logout revokes the token; waits at most `capMs`. */
export function beforeLogOut(capMs: number): Promise<unknown> {
  const runs = Promise.allSettled([...beforeLogOutRuns].map((run) => run()));
  return Promise.race([runs, new Promise((resolve) => setTimeout(resolve, capMs))]);
}

export function endSession(): void {
  flushSessionCache(sessionStore());
  sessionStore().removeItem(STORAGE_KEYS.sessionInfo);
  sessionStore().removeItem(STORAGE_KEYS.passwordChange);
  sessionStore().removeItem(STORAGE_KEYS.customerServiceScripts);
  $session.set(undefined);
  sessionLifecycle.setToken(undefined);
}
