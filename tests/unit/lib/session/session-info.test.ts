import { describe, expect, it } from 'vitest';
import {
  isAgentType,
  readSession,
  roleOf,
  sessionFromLogin,
  syncsLanguage,
  tokenFrom,
  writeSession,
  type SessionInfo,
} from '@/lib/session/session-info';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { memoryStore } from '../memory-store';

const stored: SessionInfo = { token: 'stored-token', merchantCode: 'luckystar', type: 3 };

describe('roles (SPEC 6)', () => {
  it('makes a visitor without a token a guest', () => {
    expect(roleOf(undefined)).toBe('guest');
    expect(roleOf({ token: '' })).toBe('guest');
    expect(roleOf({ token: '', type: 1 })).toBe('guest');
  });

  it('makes members of type 1 and 2 agents', () => {
    expect(roleOf({ token: 't', type: 1 })).toBe('agent');
    expect(roleOf({ token: 't', type: 2 })).toBe('agent');
    expect(isAgentType(1)).toBe(true);
    expect(isAgentType(2)).toBe(true);
  });

  it.each([0, 3, 4, undefined])('makes a member of type %s a member', (type) => {
    expect(roleOf({ token: 't', type })).toBe('member');
    expect(isAgentType(type)).toBe(false);
  });
});

describe('language sync (SPEC 4 "Language", SPEC 6)', () => {
  it('syncs every type but 4', () => {
    expect(syncsLanguage(4)).toBe(false);
    for (const type of [undefined, 0, 1, 2, 3, 5]) expect(syncsLanguage(type)).toBe(true);
  });
});

describe('session info from the login response (SPEC 3)', () => {
  it('takes type from customerType and keeps the listed fields', () => {
    const session = sessionFromLogin(
      {
        token: 't',
        firstTimeLogin: true,
        passwordExpired: false,
        id: 7,
        userName: 'p1',
        spanId: 's',
        customerType: 2,
        customerName: 'P One',
        customerId: 70,
      },
      'luckystar',
    );
    expect(session).toEqual({
      spanId: 's',
      id: 7,
      token: 't',
      merchantCode: 'luckystar',
      userName: 'p1',
      type: 2,
      firstTimeLogin: true,
    });
  });

  it('falls back to customerId for the id', () => {
    expect(sessionFromLogin({ token: 't', customerId: 70 }, 'm').id).toBe(70);
  });

  it('is written and read back from session storage', () => {
    const store = guardStorage(memoryStore());
    writeSession(store, stored);
    expect(readSession(store)).toEqual(stored);
  });

  it('reads no session when the stored one has no token, or is not JSON', () => {
    expect(readSession(guardStorage(memoryStore({ session_info: '{"merchantCode":"m"}' })))).toBeUndefined();
    expect(readSession(guardStorage(memoryStore({ session_info: 'nope' })))).toBeUndefined();
    expect(readSession(guardStorage(memoryStore()))).toBeUndefined();
  });
});

describe('tokenFrom (SPEC 2: token or tokens from the query, else the stored session)', () => {
  it('takes token from the query first', () => {
    expect(tokenFrom('?token=q1&tokens=q2', stored)).toBe('q1');
  });

  it('takes tokens when there is no token', () => {
    expect(tokenFrom('?tokens=q2', stored)).toBe('q2');
    expect(tokenFrom('?token=&tokens=q2', stored)).toBe('q2');
  });

  it('falls back to the stored session', () => {
    expect(tokenFrom('?other=1', stored)).toBe('stored-token');
    expect(tokenFrom('', stored)).toBe('stored-token');
  });

  it('is undefined without any', () => {
    expect(tokenFrom('', undefined)).toBeUndefined();
    expect(tokenFrom('?token=', { token: '', merchantCode: 'm' })).toBeUndefined();
  });
});
