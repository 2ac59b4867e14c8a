// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '@/lib/session/session-info';

const happyDOM = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const loadStore = () => import('@/stores/session');

const session: SessionInfo = { token: 'tok-1', merchantCode: 'luckystar', userName: 'p1', type: 3 };

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  happyDOM().setURL('https://m.brand.example/m/home');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session store (SPEC 3, SPEC 4 "Session and chat")', () => {
  it('starts from the session stored in sessionStorage', async () => {
    sessionStorage.setItem('session_info', JSON.stringify(session));
    const { $session } = await loadStore();
    expect($session.get()).toEqual(session);
  });

  it('starts empty without a stored session', async () => {
    const { $session, currentToken } = await loadStore();
    expect($session.get()).toBeUndefined();
    expect(currentToken()).toBeUndefined();
  });

  it('startSession stores the session, publishes it and reports the token to the lifecycle', async () => {
    const { $session, startSession, sessionLifecycle, currentToken } = await loadStore();
    const chat = vi.fn();
    sessionLifecycle.onLogin('chatIdentity', chat);
    const before = Date.now();
    startSession(session);
    // Stamped with its start: a logout in another tab after it ends it (logout-everywhere.ts).
    const stored = { ...session, since: expect.toSatisfy((since: number) => since >= before && since <= Date.now()) };
    expect(JSON.parse(sessionStorage.getItem('session_info')!)).toEqual(stored);
    expect($session.get()).toEqual(stored);
    expect(sessionLifecycle.token).toBe('tok-1');
    expect(chat).toHaveBeenCalledWith('tok-1');
    expect(currentToken()).toBe('tok-1');
  });

  it('takes the token from the query first', async () => {
    happyDOM().setURL('https://m.brand.example/m/home?tokens=from-query');
    const { startSession, currentToken } = await loadStore();
    startSession(session);
    expect(currentToken()).toBe('from-query');
  });

  it('zeroes unread and deposit count and clears member info on logout', async () => {
    const { $member, $unreadCount, $depositCount, $session, startSession, endSession, sessionLifecycle } =
      await loadStore();
    startSession(session);
    $member.set({ userName: 'p1', type: 3 });
    sessionStorage.setItem('member_info', '{"userName":"p1"}');
    $unreadCount.set(5);
    $depositCount.set(3);
    endSession();
    expect($unreadCount.get()).toBe(0);
    expect($depositCount.get()).toBe(0);
    expect($member.get()).toBeUndefined();
    expect(sessionStorage.getItem('member_info')).toBeNull();
    expect(sessionStorage.getItem('session_info')).toBeNull();
    expect($session.get()).toBeUndefined();
    expect(sessionLifecycle.token).toBeUndefined();
  });

  it('cancels the push registration of a session that ends within 10 s', async () => {
    const { startSession, endSession, sessionLifecycle } = await loadStore();
    const push = vi.fn();
    sessionLifecycle.onLogin('pushRegistration', push);
    startSession(session);
    vi.advanceTimersByTime(9_999);
    endSession();
    vi.advanceTimersByTime(10_000);
    expect(push).not.toHaveBeenCalled();
  });
});
