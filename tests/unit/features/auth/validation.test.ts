import { describe, expect, it } from 'vitest';
import * as rules from '@/features/auth/validation';

describe('login form', () => {
  it('needs a user name and a password', () => {
    expect(rules.collect({ username: rules.required(''), password: rules.required('  ') })).toEqual({
      username: 'auth.errors.required',
      password: 'auth.errors.required',
    });
    expect(rules.isValid(rules.collect({ username: rules.required('player1'), password: rules.required('x') }))).toBe(
      true,
    );
  });
});

describe('register form', () => {
  it('takes user names of 4-16 letters and digits starting with a letter', () => {
    for (const good of ['abcd', 'a234', 'Player1', 'a'.repeat(16)]) expect(rules.username(good), good).toBeUndefined();
    for (const bad of ['abc', '1abc', 'a'.repeat(17), 'ab_cd', 'ab cd'])
      expect(rules.username(bad), bad).toBe('auth.errors.username');
    expect(rules.username('')).toBe('auth.errors.required');
  });

  it('takes passwords of 6-20 characters without spaces', () => {
    expect(rules.password('12345')).toBe('auth.errors.password');
    expect(rules.password('123456')).toBeUndefined();
    expect(rules.password('x'.repeat(20))).toBeUndefined();
    expect(rules.password('x'.repeat(21))).toBe('auth.errors.password');
    expect(rules.password('abc 123')).toBe('auth.errors.password');
    expect(rules.password('')).toBe('auth.errors.required');
  });

  it('needs the confirmation to match', () => {
    expect(rules.confirmation('secret1', 'secret1')).toBeUndefined();
    expect(rules.confirmation('secret2', 'secret1')).toBe('auth.errors.confirm');
  });

  it('takes mobile numbers of 6-15 digits, dropping spaces, dashes and one leading 0', () => {
    expect(rules.nationalNumber('0917 123-4567')).toBe('9171234567');
    expect(rules.mobileNumber('12345')).toBe('auth.errors.mobile');
    expect(rules.mobileNumber('012345')).toBe('auth.errors.mobile');
    expect(rules.mobileNumber('0123456')).toBeUndefined();
    expect(rules.mobileNumber('123456')).toBeUndefined();
    expect(rules.mobileNumber('1'.repeat(15))).toBeUndefined();
    expect(rules.mobileNumber('1'.repeat(16))).toBe('auth.errors.mobile');
    expect(rules.mobileNumber('91712x4567')).toBe('auth.errors.mobile');
  });
});

describe('SMS and change-password forms', () => {
  it('takes 6-digit SMS codes only', () => {
    expect(rules.smsCode('123456')).toBeUndefined();
    expect(rules.smsCode(' 123456 ')).toBeUndefined();
    expect(rules.smsCode('12345')).toBe('auth.errors.smsCode');
    expect(rules.smsCode('1234567')).toBe('auth.errors.smsCode');
    expect(rules.smsCode('12a456')).toBe('auth.errors.smsCode');
  });

  it('collects only the problems that exist', () => {
    expect(
      rules.collect({ newPassword: rules.password('short'), confirmPassword: rules.confirmation('a', 'a') }),
    ).toEqual({ newPassword: 'auth.errors.password' });
  });
});
