// What every successful login or registration does (SPEC 4 "Login" 2-4, "Registration" 3), effects as arguments.
import type { ClientMerchant } from '../../config/client';
import { MOBILE_DEFAULT_PASSWORD } from '../../config/constants';
import { rememberLogin } from '../../lib/auth/remember-login';
import { forgetLogin } from '../../lib/auth/saved-login';
import { keepLoginItems } from '../../lib/customer-service/login-items';
import { redirectReturnUrl } from '../../lib/routing/redirect-url';
import { CHANGE_PASSWORD_PATH } from '../../config/routes';
import { postLoginTarget, postRegistrationTarget } from '../../lib/routing/targets';
import { withPreservedQuery } from '../../lib/routing/navigation';
import { sessionFromLogin, type LoginValue, type SessionInfo } from '../../lib/session/session-info';
import { pendingIdentity } from '../../lib/social/identity';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { takeGoTarget } from '../../lib/storage/startup-params';
import type { AnalyticsInput } from '../../lib/tracking/analytics';
import type { AuthPage } from './auth-page';

/** Why /m/changePsw was opened (STORAGE_KEYS.passwordChange); it decides whether the form asks for the old password. */
export type PasswordChangeReason = 'default' | 'expired' | 'first';

export interface Credentials {
  /** social: a provider proved the identity; nothing is remembered for auto-login. */
  type: 'username' | 'sms' | 'social';
  username?: string | undefined;
  mobileNum?: string | undefined;
  /** The dialing code chosen for mobileNum; the merchant's when none. */
  countryDialingCode?: string | undefined;
  password?: string | undefined;
  remember: boolean;
}

export interface Completion {
  merchant: ClientMerchant;
  page: Pick<AuthPage, 'location' | 'local' | 'session'>;
  /** The player's chosen language, read when a redirectUrl return is built. */
  language: () => string | undefined;
  startSession: (session: SessionInfo) => void;
  /** Renews member info in the background; a failure is ignored. */
  renewMember: () => void;
  track: (name: 'login' | 'register', input: AnalyticsInput) => void;
}

/** The go target of this start: the query's, else the stored one (consumed). */
function goTarget(page: Completion['page']): string | undefined {
  return new URLSearchParams(page.location.search).get('go') ?? takeGoTarget(page.session);
}

/** SPEC 2: a redirectUrl return to an allowed host wins over every in-app target. */
function redirectReturn({ merchant, page, language }: Completion, token: string): string | undefined {
  return redirectReturnUrl(
    new URLSearchParams(page.location.search).get('redirectUrl') ?? undefined,
    merchant.redirectAllowlist,
    {
      token,
      language: language() ?? merchant.language,
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

/** The session of a login answer starts; its customer-service items are kept for it, no identity waits. */
function beginSession(completion: Completion, value: LoginValue): void {
  const { merchant, page } = completion;
  completion.startSession(sessionFromLogin(value, merchant.merchantCode));
  // After the start, which drops the items of the session before: the chats read these instead of the relay.
  keepLoginItems(page.session, value.token, value.scripts);
  pendingIdentity.clear(page.session);
}

/**
 * Stores the session, remembers or forgets the login, renews member info and says where to go. Resolves once the
 * saved login is written: navigating sooner could lose it.
 */
export async function completeLogin(
  completion: Completion,
  value: LoginValue,
  credentials: Credentials,
): Promise<string> {
  const { merchant, page } = completion;
  beginSession(completion, value);
  if (credentials.type !== 'social') {
    if (credentials.remember)
      await rememberLogin(page.local, {
        ...credentials,
        type: credentials.type,
        merchant: merchant.merchantCode,
        mobileVerificationRequired: credentials.type === 'sms',
      });
    else forgetLogin(page.local);
  }
  completion.renewMember();
  completion.track('login', {
    customerId: String(value.customerId ?? value.id ?? ''),
    customerName: value.customerName ?? value.userName ?? '',
  });

  const external = redirectReturn(completion, value.token);
  if (external) return external;
  const reason = passwordChangeReason(value, credentials, merchant.flags.PWDEXPFORCECHANGE3);
  if (reason) page.session.write(STORAGE_KEYS.passwordChange, reason);
  const target = postLoginTarget({
    go: goTarget(page),
    passwordExpired: value.passwordExpired,
    forceChangeExpired: merchant.flags.PWDEXPFORCECHANGE3,
    usedDefaultPassword: reason === 'default',
    isSms: credentials.type === 'sms',
    firstTimeLogin: value.firstTimeLogin,
  });
  return withPreservedQuery(target, page.location.search);
}

/** After registration: the session as after a login; the default password of mobile registration forces a change. */
export function completeRegistration(completion: Completion, value: LoginValue): string {
  const { page } = completion;
  beginSession(completion, value);
  completion.renewMember();
  completion.track('register', {
    customerId: String(value.customerId ?? value.id ?? ''),
    customerName: value.userName ?? '',
  });
  const external = redirectReturn(completion, value.token);
  if (external) return external;
  if (value.updatePassword) {
    page.session.write(STORAGE_KEYS.passwordChange, 'default');
    return CHANGE_PASSWORD_PATH;
  }
  return withPreservedQuery(postRegistrationTarget(goTarget(page)), page.location.search);
}
