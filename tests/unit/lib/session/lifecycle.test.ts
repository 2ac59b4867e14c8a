import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_REGISTRATION_DELAY_MS } from '@/config/constants';
import { createSessionLifecycle, LOGIN_EFFECTS, LOGOUT_EFFECTS, type SessionLifecycle } from '@/lib/session/lifecycle';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A lifecycle with every effect recording its name (and the token) in `log`. */
function recorded(report: (error: unknown) => void = () => {}) {
  const lifecycle = createSessionLifecycle(undefined, report);
  const log: string[] = [];
  for (const effect of LOGIN_EFFECTS) lifecycle.onLogin(effect, (token) => void log.push(`${effect}:${token}`));
  for (const effect of LOGOUT_EFFECTS) lifecycle.onLogout(effect, () => void log.push(effect));
  return { lifecycle, log };
}

describe('effects when the token appears (SPEC 4 "Session and chat")', () => {
  it('names chat identity, push registration, rank progress, deposit settings and inbox unread, in order', () => {
    expect([...LOGIN_EFFECTS]).toEqual([
      'chatIdentity',
      'pushRegistration',
      'rankProgress',
      'depositSettings',
      'inboxUnread',
    ]);
  });

  it('runs the immediate effects at once, in the named order, with the token', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    expect(log).toEqual(['chatIdentity:t1', 'rankProgress:t1', 'depositSettings:t1', 'inboxUnread:t1']);
    expect(lifecycle.token).toBe('t1');
  });

  it('registers the push token exactly 10 s after login: not at 9999 ms, at 10000 ms', () => {
    expect(PUSH_REGISTRATION_DELAY_MS).toBe(10_000);
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    vi.advanceTimersByTime(9_999);
    expect(log).not.toContain('pushRegistration:t1');
    vi.advanceTimersByTime(1);
    expect(log.at(-1)).toBe('pushRegistration:t1');
    vi.advanceTimersByTime(60_000);
    expect(log.filter((entry) => entry.startsWith('pushRegistration'))).toHaveLength(1);
  });

  it('cancels the push registration when the player logs out before 10 s', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    vi.advanceTimersByTime(9_999);
    lifecycle.setToken(undefined);
    vi.advanceTimersByTime(60_000);
    expect(log.some((entry) => entry.startsWith('pushRegistration'))).toBe(false);
  });

  it('does nothing when the same token is reported again', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    vi.advanceTimersByTime(5_000);
    lifecycle.setToken('t1');
    vi.advanceTimersByTime(5_000);
    expect(log).toEqual([
      'chatIdentity:t1',
      'rankProgress:t1',
      'depositSettings:t1',
      'inboxUnread:t1',
      'pushRegistration:t1',
    ]);
  });

  it('runs the login effects again for a new token, without logout effects, and registers push once for it', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    vi.advanceTimersByTime(5_000);
    log.length = 0;
    lifecycle.setToken('t2');
    expect(log).toEqual(['chatIdentity:t2', 'rankProgress:t2', 'depositSettings:t2', 'inboxUnread:t2']);
    vi.advanceTimersByTime(10_000);
    expect(log.filter((entry) => entry.startsWith('pushRegistration'))).toEqual(['pushRegistration:t2']);
  });

  it('runs every effect attached to the same point, and stops one that is detached', () => {
    const lifecycle = createSessionLifecycle();
    const a = vi.fn();
    const b = vi.fn();
    lifecycle.onLogin('chatIdentity', a);
    const detach = lifecycle.onLogin('chatIdentity', b);
    detach();
    lifecycle.setToken('t');
    expect(a).toHaveBeenCalledWith('t');
    expect(b).not.toHaveBeenCalled();
  });
});

describe('effects when the token disappears (SPEC 4)', () => {
  it('names chat logout, push token removal, push unsubscribe, unread zero, member clear, deposit count zero', () => {
    expect([...LOGOUT_EFFECTS]).toEqual([
      'chatLogout',
      'pushTokenRemoval',
      'pushUnsubscribe',
      'unreadZero',
      'memberClear',
      'depositCountZero',
    ]);
  });

  it('runs them in order when a token disappears', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    log.length = 0;
    lifecycle.setToken(undefined);
    expect(log).toEqual([...LOGOUT_EFFECTS]);
    expect(lifecycle.token).toBeUndefined();
  });

  it('does not run them when there was no token', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken(undefined);
    expect(log).toEqual([]);
  });

  it('does not run them when an empty token is reported and then cleared', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('');
    lifecycle.setToken(undefined);
    expect(log).toEqual([]);
  });

  it('treats an empty token after a real one as a logout', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    log.length = 0;
    lifecycle.setToken('');
    expect(log).toEqual([...LOGOUT_EFFECTS]);
  });

  it('runs them once per logout', () => {
    const { lifecycle, log } = recorded();
    lifecycle.setToken('t1');
    lifecycle.setToken(undefined);
    lifecycle.setToken(undefined);
    expect(log.filter((entry) => entry === 'chatLogout')).toHaveLength(1);
  });
});

describe('a failing effect (SPEC 4)', () => {
  function failing(lifecycle: SessionLifecycle) {
    lifecycle.onLogin('chatIdentity', () => {
      throw new Error('chat down');
    });
    lifecycle.onLogin('rankProgress', () => Promise.reject(new Error('rank down')));
    lifecycle.onLogout('chatLogout', () => {
      throw new Error('chat logout down');
    });
  }

  it('does not stop the others, and is reported', async () => {
    const errors: unknown[] = [];
    const lifecycle = createSessionLifecycle(undefined, (error) => errors.push(error));
    failing(lifecycle);
    const later = vi.fn();
    lifecycle.onLogin('inboxUnread', later);
    lifecycle.onLogin('pushRegistration', later);
    const zero = vi.fn();
    lifecycle.onLogout('depositCountZero', zero);
    lifecycle.setToken('t');
    expect(later).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(later).toHaveBeenCalledTimes(2);
    lifecycle.setToken(undefined);
    expect(zero).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors.map((error) => (error as Error).message).sort()).toEqual([
      'chat down',
      'chat logout down',
      'rank down',
    ]);
  });

  it('reports to console.error by default', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lifecycle = createSessionLifecycle();
    failing(lifecycle);
    lifecycle.setToken('t');
    await vi.advanceTimersByTimeAsync(0);
    expect(consoleError).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});

describe('effects attached after the token appeared', () => {
  it('run at once for a late island, and push registration 10 s after it attached', async () => {
    vi.useFakeTimers();
    const lifecycle = createSessionLifecycle();
    lifecycle.setToken('token-1');
    const unread = vi.fn();
    const push = vi.fn();
    lifecycle.onLogin('inboxUnread', unread);
    lifecycle.onLogin('pushRegistration', push);
    expect(unread).toHaveBeenCalledWith('token-1');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(push).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(push).toHaveBeenCalledWith('token-1');
    vi.useRealTimers();
  });
});
