// What every successful login or registration does (SPEC 4 "Login" 2-4, "Registration" 3).
import type { ClientMerchant } from '../../config/client';
import { MOBILE_DEFAULT_PASSWORD } from '../../config/constants';
import { rememberLogin, forgetLogin } from '../../lib/auth/saved-login';
import { redirectReturnUrl } from '../../lib/routing/redirect-url';
import { postLoginTarget, postRegistrationTarget, CHANGE_PASSWORD_PATH } from '../../lib/routing/targets';
import { withPreservedQuery } from '../../lib/routing/navigation';
import { sessionFromLogin, type LoginValue } from '../../lib/session/session-info';
import { local, session } from '../../lib/storage/guarded-storage';
import { takeGoTarget } from '../../lib/storage/startup-params';
import { $member, startSession } from '../../stores/session';
import { $language } from '../../stores/language';
import { track } from '../../stores/tracking';
import { fetchMemberInfo, type Api } from './api';

/** Why /m/changePsw was opened; it decides whether the form asks for the old password. */
export const PASSWORD_CHANGE_KEY = 'password_change_reason';
export type PasswordChangeReason = 'default' | 'expired' | 'first';

export interface Credentials {
  type: 'username' | 'sms';
  username?: string | undefined;
  mobileNum?: string | undefined;
  password?: string | undefined;
  remember: boolean;
}

/** The go target of this start: the query's, else the stored one (consumed). */
function goTarget(): string | undefined {
  return new URLSearchParams(location.search).get('go') ?? takeGoTarget(session());
}

/** SPEC 2: a redirectUrl return to an allowed host wins over every in-app target. */
function redirectReturn(merchant: ClientMerchant, token: string): string | undefined {
  return redirectReturnUrl(
    new URLSearchParams(location.search).get('redirectUrl') ?? undefined,
    merchant.redirectAllowlist,
    {
      token,
      language: $language.get() ?? merchant.language,
      headerColor: merchant.themeColor,
      title: merchant.name,
    },
  );
}

function passwordChangeReason(
  value: LoginValue,
  credentials: Credentials,
  forceExpired: boolean,
): PasswordChangeReason | undefined {
  const isSms = credentials.type === 'sms';
  if (!isSms && (value.updatePassword || credentials.password === MOBILE_DEFAULT_PASSWORD)) return 'default';
  if (value.passwordExpired && forceExpired) return 'expired';
  return value.firstTimeLogin ? 'first' : undefined;
}

/** Stores the session, remembers or forgets the login, renews member info and says where to go. */
export async function completeLogin(
  api: Api,
  merchant: ClientMerchant,
  value: LoginValue,
  credentials: Credentials,
): Promise<string> {
  startSession(sessionFromLogin(value, merchant.merchantCode));
  if (credentials.remember) {
    rememberLogin(local(), {
      ...credentials,
      merchant: merchant.merchantCode,
      mobileVerificationRequired: credentials.type === 'sms',
    });
  } else forgetLogin(local());
  void fetchMemberInfo(api)
    .then((info) => $member.set(info))
    .catch(() => undefined);
  track(merchant, 'login', {
    customerId: String(value.customerId ?? value.id ?? ''),
    customerName: value.customerName ?? value.userName ?? '',
  });

  const external = redirectReturn(merchant, value.token);
  if (external) return external;
  const reason = passwordChangeReason(value, credentials, merchant.flags.PWDEXPFORCECHANGE3);
  if (reason) session().write(PASSWORD_CHANGE_KEY, reason);
  const target = postLoginTarget({
    go: goTarget(),
    passwordExpired: value.passwordExpired,
    forceChangeExpired: merchant.flags.PWDEXPFORCECHANGE3,
    usedDefaultPassword: reason === 'default',
    isSms: credentials.type === 'sms',
    firstTimeLogin: value.firstTimeLogin,
  });
  return withPreservedQuery(target, location.search);
}

/** After registration: the session as after a login; the default password of mobile registration forces a change. */
export async function completeRegistration(api: Api, merchant: ClientMerchant, value: LoginValue): Promise<string> {
  startSession(sessionFromLogin(value, merchant.merchantCode));
  void fetchMemberInfo(api)
    .then((info) => $member.set(info))
    .catch(() => undefined);
  track(merchant, 'register', {
    customerId: String(value.customerId ?? value.id ?? ''),
    customerName: value.userName ?? '',
  });
  const external = redirectReturn(merchant, value.token);
  if (external) return external;
  if (value.updatePassword) {
    session().write(PASSWORD_CHANGE_KEY, 'default');
    return CHANGE_PASSWORD_PATH;
  }
  return withPreservedQuery(postRegistrationTarget(goTarget()), location.search);
}
