// SPEC 4 "Auto-login at start": the six conditions, and what its failures do.
import { LOGIN_CRED_ERR, NOT_EXISTS_USER, TOKEN_IP_DIFFERENT } from '../api/error-catalogue';
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { forgetLogin, type SavedLogin } from './saved-login';

export interface AutoLoginInput {
  hasToken: boolean;
  hasSession: boolean;
  query: { redirectUrl?: string | undefined; backUrl?: string | undefined; autoLogin?: string | undefined };
  /** whitelabelVal MOBILEAUTOLOGIN3. */
  mobileAutoLogin: boolean;
  savedLogin: SavedLogin | undefined;
  merchantCode: string;
  /** Turned off after token_ip_different. */
  turnedOff: boolean;
}

export function shouldAutoLogin(input: AutoLoginInput): input is AutoLoginInput & { savedLogin: SavedLogin } {
  return (
    !input.hasToken &&
    !input.hasSession &&
    !input.query.redirectUrl &&
    !input.query.backUrl &&
    input.query.autoLogin !== '0' &&
    input.mobileAutoLogin &&
    input.savedLogin !== undefined &&
    input.savedLogin.merchant === input.merchantCode &&
    input.savedLogin.type !== 'sms' &&
    !input.turnedOff
  );
}

export type AutoLoginFailure = 'removeSavedLogin' | 'turnOff' | 'none';

/** login.cred.err and not.exists.user remove the saved login; token_ip_different turns auto-login off. */
export function autoLoginFailure(errorCode: string | undefined): AutoLoginFailure {
  if (errorCode === LOGIN_CRED_ERR || errorCode === NOT_EXISTS_USER) return 'removeSavedLogin';
  if (errorCode === TOKEN_IP_DIFFERENT) return 'turnOff';
  return 'none';
}

export function applyAutoLoginFailure(store: GuardedStorage, errorCode: string | undefined): AutoLoginFailure {
  const outcome = autoLoginFailure(errorCode);
  if (outcome === 'removeSavedLogin') forgetLogin(store);
  if (outcome === 'turnOff') store.write(STORAGE_KEYS.autoLoginOff, '1');
  return outcome;
}

export const isAutoLoginTurnedOff = (store: GuardedStorage) => store.getItem(STORAGE_KEYS.autoLoginOff) === '1';
