// SPEC 3 "Saved login (remember me)": what is kept for the next start. Reading it is cheap and synchronous (every
// page start asks); writing and reading its password is async and lives in remember-login.ts, loaded only when used.
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';

export interface SavedLogin {
  type: 'username' | 'sms';
  username?: string;
  mobileNum?: string;
  /**
   * The password encrypted (password-cipher.ts); absent for SMS logins that need mobile verification, and when
   * this browser could not encrypt it or can no longer decrypt it.
   */
  password?: string;
  merchant: string;
}

export const readSavedLogin = (store: GuardedStorage) => store.readJson<SavedLogin>(STORAGE_KEYS.savedLogin);
export const forgetLogin = (store: GuardedStorage) => store.removeItem(STORAGE_KEYS.savedLogin);
