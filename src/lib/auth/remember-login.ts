// "Remember me" (SPEC 3 "Saved login", SPEC 4 "Auto-login at start"): the saved login is written with its password
// encrypted, and read back decrypted. A password that cannot be encrypted or decrypted is never kept readable.
import { SAVED_PASSWORD_WAIT_MS } from '../../config/constants';
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { decryptPassword, encryptPassword } from './password-cipher';
import { readSavedLogin, type SavedLogin } from './saved-login';

export interface RememberInput {
  type: 'username' | 'sms';
  username?: string | undefined;
  mobileNum?: string | undefined;
  password?: string | undefined;
  merchant: string;
  /** SMS logins that need mobile verification keep no password. */
  mobileVerificationRequired?: boolean | undefined;
}

/** The encrypted password, or nothing: without IndexedDB or WebCrypto, or when they hang, the login waits no longer. */
async function encryptedOrNothing(password: string): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), SAVED_PASSWORD_WAIT_MS)),
  );
  try {
    return await Promise.race([encryptPassword(password).catch(() => undefined), givenUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** Saves the login; resolves once it is written, so the caller may navigate away. */
export async function rememberLogin(store: GuardedStorage, input: RememberInput): Promise<SavedLogin> {
  const saved: SavedLogin = { type: input.type, merchant: input.merchant };
  if (input.type === 'username' && input.username) saved.username = input.username;
  if (input.type === 'sms' && input.mobileNum) saved.mobileNum = input.mobileNum;
  const keepPassword = input.password && !(input.type === 'sms' && input.mobileVerificationRequired);
  const password = keepPassword ? await encryptedOrNothing(input.password!) : undefined;
  // Without a password the saved login still names the account; only auto-login is lost.
  if (password) saved.password = password;
  store.writeJson(STORAGE_KEYS.savedLogin, saved);
  return saved;
}

/**
 * The saved login's password, decrypted. One that cannot be (its key cleared with the site's data, altered, or in
 * the old readable form) is dropped from the saved login, the rest kept: it is never used again.
 */
export async function savedPassword(store: GuardedStorage, saved: SavedLogin): Promise<string | undefined> {
  if (!saved.password) return undefined;
  try {
    return await decryptPassword(saved.password);
  } catch {
    // Another tab may have saved a new login meanwhile: only this password is dropped.
    const current = readSavedLogin(store);
    if (current?.password === saved.password) {
      delete current.password;
      store.writeJson(STORAGE_KEYS.savedLogin, current);
    }
    return undefined;
  }
}
