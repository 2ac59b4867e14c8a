// SPEC 3 "Saved login (remember me)": the password is encoded twice with a random salt. This keeps it
// from casual reading of storage; it is not encryption (the operator's design, kept as specified).
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';

export const SALT_LENGTH = 8;
const SALT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface SavedLogin {
  type: 'username' | 'sms';
  username?: string;
  mobileNum?: string;
  /** Encoded password; absent for SMS logins that need mobile verification. */
  password?: string;
  merchant: string;
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

export function randomSalt(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  return Array.from(randomBytes(SALT_LENGTH), (byte) => SALT_ALPHABET[byte % SALT_ALPHABET.length]).join('');
}

/** base64(salt + base64(password)). */
export const encodePassword = (password: string, salt: string = randomSalt()) => toBase64(salt + toBase64(password));

export function decodePassword(encoded: string): string | undefined {
  try {
    return fromBase64(fromBase64(encoded).slice(SALT_LENGTH));
  } catch {
    return undefined;
  }
}

export interface RememberInput {
  type: 'username' | 'sms';
  username?: string | undefined;
  mobileNum?: string | undefined;
  password?: string | undefined;
  merchant: string;
  /** SMS logins that need mobile verification keep no password. */
  mobileVerificationRequired?: boolean | undefined;
}

export function rememberLogin(store: GuardedStorage, input: RememberInput): SavedLogin {
  const saved: SavedLogin = { type: input.type, merchant: input.merchant };
  if (input.type === 'username' && input.username) saved.username = input.username;
  if (input.type === 'sms' && input.mobileNum) saved.mobileNum = input.mobileNum;
  const keepPassword = input.password && !(input.type === 'sms' && input.mobileVerificationRequired);
  if (keepPassword) saved.password = encodePassword(input.password!);
  store.writeJson(STORAGE_KEYS.savedLogin, saved);
  return saved;
}

export const readSavedLogin = (store: GuardedStorage) => store.readJson<SavedLogin>(STORAGE_KEYS.savedLogin);
export const forgetLogin = (store: GuardedStorage) => store.removeItem(STORAGE_KEYS.savedLogin);
