import 'fake-indexeddb/auto';
// SPEC 4 "Login" and SPEC 8: what a login's answer does to the saved login and auto-login, played through the
// login flow with its page, completion and client passed in (no module mock).
import { describe, expect, it, vi } from 'vitest';
import { loginCall } from '@/flows/sign-in/api';
import type { Credentials } from '@/flows/sign-in/complete-login';
import { logIn, verifyLogin } from '@/flows/sign-in/login';
import { ApiError } from '@/lib/api/api-error';
import { LOGIN_CRED_ERR, LOGIN_VERIFY_REQUIRED, NOT_EXISTS_USER, TOKEN_IP_DIFFERENT } from '@/lib/api/error-catalogue';
import type { ApiClient } from '@/lib/api/request';
import type { LoginValue } from '@/lib/session/session-info';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { fakeCompletion, sampleMerchant } from './fake-page';

const merchant = sampleMerchant();
const credentials: Credentials = { type: 'username', username: 'player1', password: 'play1234', remember: false };
const saved = JSON.stringify({ type: 'username', username: 'player1', merchant: 'LUCKYSTAR' });
const value: LoginValue = { token: 'tok-1', id: 7, userName: 'player1', customerId: 'C7', customerName: 'Player One' };

/** A client whose login answers `answer` (a value, or a server failure by error code); it records each POST. */
function client(answer: LoginValue | string) {
  const post = vi.fn(async (path: string | null | undefined) => {
    if (typeof answer !== 'string') return answer;
    throw new ApiError({ source: 'server', errorCode: answer, message: `${path}: ${answer}` });
  });
  const refuse = async () => {
    throw new Error('not a login call');
  };
  const api: ApiClient = { get: refuse, post: post as ApiClient['post'], put: refuse, delete: refuse };
  return { api, post };
}

/** A login page with a saved login of this merchant, and the sign-in environment over it. */
function signInPage() {
  const fake = fakeCompletion({ local: { [STORAGE_KEYS.savedLogin]: saved } }, merchant);
  return { ...fake, environment: { page: fake.page, completion: fake.context } };
}

describe('a login and the saved login (SPEC 8)', () => {
  it.each([LOGIN_CRED_ERR, NOT_EXISTS_USER])('%s removes the saved login and leaves auto-login on', async (code) => {
    const { environment, page } = signInPage();
    const { api, post } = client(code);
    const outcome = await logIn(api, merchant, credentials, undefined, environment);
    expect(outcome).toMatchObject({ kind: 'failed', error: { errorCode: code } });
    expect(post).toHaveBeenCalledWith(loginCall.path, expect.anything(), expect.objectContaining({ encrypted: true }));
    expect(page.local.getItem(STORAGE_KEYS.savedLogin)).toBeNull();
    expect(page.local.getItem(STORAGE_KEYS.autoLoginOff)).toBeNull();
  });

  it(`${TOKEN_IP_DIFFERENT} turns auto-login off and keeps the saved login`, async () => {
    const { environment, page } = signInPage();
    await logIn(client(TOKEN_IP_DIFFERENT).api, merchant, credentials, undefined, environment);
    expect(page.local.getItem(STORAGE_KEYS.autoLoginOff)).toBe('1');
    expect(page.local.getItem(STORAGE_KEYS.savedLogin)).toBe(saved);
  });

  it('another failure, or a 2FA request, leaves both as they were', async () => {
    for (const code of ['system.error', LOGIN_VERIFY_REQUIRED]) {
      const { environment, page } = signInPage();
      const outcome = await logIn(client(code).api, merchant, credentials, undefined, environment);
      expect(outcome.kind).toBe(code === LOGIN_VERIFY_REQUIRED ? 'verify' : 'failed');
      expect(page.local.getItem(STORAGE_KEYS.savedLogin)).toBe(saved);
      expect(page.local.getItem(STORAGE_KEYS.autoLoginOff)).toBeNull();
    }
  });

  it('a wrong 2FA code after a cred error does the same: the verification settles like the login', async () => {
    const { environment, page } = signInPage();
    await verifyLogin(client(LOGIN_CRED_ERR).api, merchant, credentials, { email: '123456' }, environment);
    expect(page.local.getItem(STORAGE_KEYS.savedLogin)).toBeNull();
  });

  it('a success starts the session and, without "remember", forgets the saved login', async () => {
    const { environment, page, context } = signInPage();
    const outcome = await logIn(client(value).api, merchant, credentials, undefined, environment);
    expect(outcome).toEqual({ kind: 'success', target: '/m/home' });
    expect(context.startSession).toHaveBeenCalledTimes(1);
    expect(page.local.getItem(STORAGE_KEYS.savedLogin)).toBeNull();
  });

  it('a success with "remember" keeps this login for auto-login', async () => {
    const { environment, page } = signInPage();
    await logIn(client(value).api, merchant, { ...credentials, remember: true }, undefined, environment);
    expect(JSON.parse(page.local.getItem(STORAGE_KEYS.savedLogin)!)).toMatchObject({
      type: 'username',
      username: 'player1',
      merchant: 'LUCKYSTAR',
    });
  });
});
