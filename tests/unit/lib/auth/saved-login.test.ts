import { describe, expect, it } from 'vitest';
import {
  decodePassword,
  encodePassword,
  forgetLogin,
  randomSalt,
  readSavedLogin,
  rememberLogin,
  SALT_LENGTH,
} from '@/lib/auth/saved-login';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { memoryStore } from '../memory-store';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unbase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

describe('password encoding (SPEC 3: encoded twice with a random salt)', () => {
  it('is base64(salt + base64(password)) with an 8-character salt', () => {
    expect(SALT_LENGTH).toBe(8);
    const encoded = encodePassword('s3cret!', 'AbCd1234');
    expect(encoded).toBe(base64(`AbCd1234${base64('s3cret!')}`));
    expect(unbase64(encoded).slice(0, 8)).toBe('AbCd1234');
    expect(unbase64(unbase64(encoded).slice(8))).toBe('s3cret!');
  });

  it('decodes back, non-ASCII passwords included', () => {
    for (const password of ['s3cret!', 'pässwörd', 'mật khẩu', '密码😀', '']) {
      expect(decodePassword(encodePassword(password))).toBe(password);
    }
  });

  it('gives different encodings for different salts', () => {
    expect(encodePassword('same', 'AAAAAAAA')).not.toBe(encodePassword('same', 'BBBBBBBB'));
    expect(decodePassword(encodePassword('same', 'AAAAAAAA'))).toBe(decodePassword(encodePassword('same', 'BBBBBBBB')));
  });

  it('draws a random salt each time', () => {
    const encodings = new Set(Array.from({ length: 20 }, () => encodePassword('same')));
    expect(encodings.size).toBe(20);
  });

  it('decodes to undefined what is not an encoding', () => {
    expect(decodePassword('%%%')).toBeUndefined();
  });
});

describe('randomSalt', () => {
  it('is 8 characters of [A-Za-z0-9]', () => {
    for (let i = 0; i < 20; i += 1) expect(randomSalt()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('maps the random bytes onto the alphabet', () => {
    expect(randomSalt(() => Uint8Array.from([0, 1, 25, 26, 51, 52, 61, 62]))).toBe('ABZaz09A');
  });
});

describe('rememberLogin (SPEC 3 "Saved login")', () => {
  it('saves a username login with its encoded password and merchant', () => {
    const store = memoryStore();
    const saved = rememberLogin(guardStorage(store), {
      type: 'username',
      username: 'player1',
      password: 'pw',
      merchant: 'luckystar',
    });
    expect(saved).toMatchObject({ type: 'username', username: 'player1', merchant: 'luckystar' });
    expect(saved.password).not.toBe('pw');
    expect(decodePassword(saved.password!)).toBe('pw');
    expect(JSON.parse(store.data.get('saved_login')!)).toEqual(saved);
    expect(readSavedLogin(guardStorage(store))).toEqual(saved);
  });

  it('saves an SMS login with the mobile number and the password when no mobile verification is required', () => {
    const saved = rememberLogin(guardStorage(memoryStore()), {
      type: 'sms',
      mobileNum: '0912345678',
      password: 'pw',
      merchant: 'm1',
      mobileVerificationRequired: false,
    });
    expect(saved).toMatchObject({ type: 'sms', mobileNum: '0912345678', merchant: 'm1' });
    expect(saved).not.toHaveProperty('username');
    expect(decodePassword(saved.password!)).toBe('pw');
  });

  it('omits the password of an SMS login when mobile verification is required', () => {
    const saved = rememberLogin(guardStorage(memoryStore()), {
      type: 'sms',
      mobileNum: '0912345678',
      password: 'pw',
      merchant: 'm1',
      mobileVerificationRequired: true,
    });
    expect(saved).toEqual({ type: 'sms', mobileNum: '0912345678', merchant: 'm1' });
  });

  it('keeps the password of a username login even when mobile verification is required', () => {
    const saved = rememberLogin(guardStorage(memoryStore()), {
      type: 'username',
      username: 'p',
      password: 'pw',
      merchant: 'm1',
      mobileVerificationRequired: true,
    });
    expect(decodePassword(saved.password!)).toBe('pw');
  });

  it('stores no password field without a password', () => {
    expect(rememberLogin(guardStorage(memoryStore()), { type: 'username', username: 'p', merchant: 'm1' })).toEqual({
      type: 'username',
      username: 'p',
      merchant: 'm1',
    });
  });

  it('forgetLogin removes it', () => {
    const store = guardStorage(memoryStore());
    rememberLogin(store, { type: 'username', username: 'p', merchant: 'm1' });
    forgetLogin(store);
    expect(readSavedLogin(store)).toBeUndefined();
  });
});
