// SPEC 2 / 4: where a player goes after login or registration.
import { safeGoTarget } from './go-target';
import { CHANGE_PASSWORD_PATH, HOME_PATH } from '../../config/routes';

export interface LoginOutcome {
  /** The stored or query `go` target. */
  go?: string | undefined;
  passwordExpired?: boolean | undefined;
  /** whitelabelVal PWDEXPFORCECHANGE3. */
  forceChangeExpired: boolean;
  /** The password used is the mobile-registration default (SPEC 9). */
  usedDefaultPassword?: boolean | undefined;
  isSms?: boolean | undefined;
  firstTimeLogin?: boolean | undefined;
}

/** SPEC 4 "Login" 3: a forced password change wins; then a safe go target; else /m/home. */
export function postLoginTarget(outcome: LoginOutcome): string {
  const mustChange =
    (outcome.passwordExpired && outcome.forceChangeExpired) ||
    (outcome.usedDefaultPassword && !outcome.isSms) ||
    outcome.firstTimeLogin;
  if (mustChange) return CHANGE_PASSWORD_PATH;
  return safeGoTarget(outcome.go) ?? HOME_PATH;
}

/** SPEC 2: after registration the same rule applies (a redirectUrl return, handled by the caller, comes first). */
export const postRegistrationTarget = (go: string | undefined) => safeGoTarget(go) ?? HOME_PATH;
