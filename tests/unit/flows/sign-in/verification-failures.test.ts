// The words of a failed login or 2FA verification (SPEC 8): the server's message as it is, except for the
// 2FA codes, whose server text is a developer's ("codes.email: wrong code"): those the app says itself.
import { describe, expect, it } from 'vitest';
import { failureMessage, wrongCodes } from '@/flows/sign-in/login';
import { ApiError } from '@/lib/api/api-error';
import { LOGIN_VERIFY_CODE_ERR, LOGIN_VERIFY_EXPIRED } from '@/lib/api/error-catalogue';

const t = (key: string) => `t:${key}`;
const serverError = (errorCode: string, message: string, details?: unknown) =>
  new ApiError({ source: 'server', status: 400, errorCode, message, details });

describe('a wrong 2FA code (login.verify.code.err)', () => {
  const wrong = serverError(LOGIN_VERIFY_CODE_ERR, 'codes.email: wrong code', { wrong: ['email', 'sms'] });

  it('names the wrong codes from value.wrong, in the order the dialog asks for them', () => {
    expect(wrongCodes(wrong, ['sms', 'authenticator', 'email'])).toEqual(['sms', 'email']);
  });

  it('names only codes the dialog asked for', () => {
    expect(wrongCodes(wrong, ['authenticator', 'email'])).toEqual(['email']);
  });

  it('names none without a usable value.wrong, or for another failure', () => {
    expect(wrongCodes(serverError(LOGIN_VERIFY_CODE_ERR, 'x'), ['email'])).toEqual([]);
    expect(wrongCodes(serverError(LOGIN_VERIFY_CODE_ERR, 'x', { wrong: 'email' }), ['email'])).toEqual([]);
    expect(wrongCodes(serverError(LOGIN_VERIFY_CODE_ERR, 'x', null), ['email'])).toEqual([]);
    expect(
      wrongCodes(serverError('login.cred.err', 'Wrong user name or password.', { wrong: ['email'] }), ['email']),
    ).toEqual([]);
  });

  it("is said in the player's language, never with the server's text", () => {
    expect(failureMessage(wrong, t)).toBe('t:auth.verify.wrongCodes');
  });
});

describe('failure messages', () => {
  it('translate an expired verification', () => {
    expect(
      failureMessage(serverError(LOGIN_VERIFY_EXPIRED, 'This verification has expired. Please log in again.'), t),
    ).toBe('t:auth.verify.expired');
  });

  it("keep the server's message for other failures (SPEC 8)", () => {
    expect(failureMessage(serverError('login.cred.err', 'Wrong user name or password.'), t)).toBe(
      'Wrong user name or password.',
    );
  });

  it('fall back to a translated key without a server message', () => {
    expect(failureMessage(new ApiError({ source: 'network' }), t)).toBe('t:network_cors_error');
    expect(failureMessage(new ApiError({ source: 'server', status: 500 }), t)).toBe('t:unknown_error');
  });
});
