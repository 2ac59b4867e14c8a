import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  applyAutoLoginFailure,
  autoLoginFailure,
  isAutoLoginTurnedOff,
  shouldAutoLogin,
  type AutoLoginInput,
} from '@/lib/auth/auto-login-rules';
import { rememberLogin } from '@/lib/auth/remember-login';
import { readSavedLogin } from '@/lib/auth/saved-login';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { memoryStore } from '../memory-store';

const allHold: AutoLoginInput = {
  hasToken: false,
  hasSession: false,
  query: {},
  mobileAutoLogin: true,
  savedLogin: { type: 'username', username: 'player1', password: 'x', merchant: 'luckystar' },
  merchantCode: 'luckystar',
  turnedOff: false,
};

describe('shouldAutoLogin (SPEC 4 "Auto-login at start": only if ALL hold)', () => {
  it('runs when every condition holds', () => {
    expect(shouldAutoLogin(allHold)).toBe(true);
    expect(shouldAutoLogin({ ...allHold, query: { autoLogin: '1' } })).toBe(true);
  });

  it.each<[string, Partial<AutoLoginInput>]>([
    ['there is a token', { hasToken: true }],
    ['there is a session', { hasSession: true }],
    ['there is a redirectUrl parameter', { query: { redirectUrl: 'https://a.example' } }],
    ['there is a backUrl parameter', { query: { backUrl: 'https://a.example' } }],
    ['autoLogin is 0', { query: { autoLogin: '0' } }],
    ['MOBILEAUTOLOGIN3 is off', { mobileAutoLogin: false }],
    ['there is no saved login', { savedLogin: undefined }],
    ['the saved login is for another merchant', { merchantCode: 'otherstar' }],
    ['the saved login is an sms login', { savedLogin: { type: 'sms', mobileNum: '0912', merchant: 'luckystar' } }],
    ['auto-login was turned off', { turnedOff: true }],
  ])('does not run when %s', (_condition, change) => {
    expect(shouldAutoLogin({ ...allHold, ...change })).toBe(false);
  });
});

describe('auto-login failures (SPEC 4, SPEC 8)', () => {
  it.each([
    ['login.cred.err', 'removeSavedLogin'],
    ['not.exists.user', 'removeSavedLogin'],
    ['token_ip_different', 'turnOff'],
    ['bad.request', 'none'],
    [undefined, 'none'],
  ])('%s -> %s', (errorCode, outcome) => {
    expect(autoLoginFailure(errorCode)).toBe(outcome);
  });

  it.each(['login.cred.err', 'not.exists.user'])(
    'removes the saved login on %s, and leaves auto-login on',
    async (errorCode) => {
      const store = guardStorage(memoryStore());
      await rememberLogin(store, { type: 'username', username: 'p', password: 'pw', merchant: 'luckystar' });
      expect(applyAutoLoginFailure(store, errorCode)).toBe('removeSavedLogin');
      expect(readSavedLogin(store)).toBeUndefined();
      expect(isAutoLoginTurnedOff(store)).toBe(false);
    },
  );

  it('turns auto-login off on token_ip_different, and keeps the saved login', async () => {
    const backing = memoryStore();
    const store = guardStorage(backing);
    await rememberLogin(store, { type: 'username', username: 'p', password: 'pw', merchant: 'luckystar' });
    expect(applyAutoLoginFailure(store, 'token_ip_different')).toBe('turnOff');
    expect(isAutoLoginTurnedOff(store)).toBe(true);
    expect(backing.data.get('auto_login_off')).toBe('1');
    expect(readSavedLogin(store)).toBeDefined();
    expect(shouldAutoLogin({ ...allHold, turnedOff: isAutoLoginTurnedOff(store) })).toBe(false);
  });

  it('changes nothing on another failure', async () => {
    const backing = memoryStore();
    const store = guardStorage(backing);
    await rememberLogin(store, { type: 'username', username: 'p', password: 'pw', merchant: 'luckystar' });
    expect(applyAutoLoginFailure(store, 'bad.request')).toBe('none');
    expect([...backing.data.keys()]).toEqual(['saved_login']);
  });
});
