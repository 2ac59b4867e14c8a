// Shared steps of login and registration: tokens, social bindings and 2FA challenges.
import { randomUUID } from 'node:crypto';
import { sixDigits, TWO_FACTOR_TTL_MS, type CredentialKind } from '../state/codes';
import { printsCodes, type MerchantState, type Sandbox } from '../state/sandbox';
import { mobileKey, type SocialProvider, type UserRecord } from '../state/users';
import { customerServiceItems, maskEmail, maskMobile } from './content';
import { ApiError } from './errors';
import { checkSmsBudget } from './rate-limits';
import { LINE_INVALID_TOKEN, LOGIN_VERIFY_REQUIRED, TELEGRAM_VALIDATE_FAILED } from '../../src/lib/api/error-catalogue';

/** SPEC 3 "Login response value", plus the customer-service items for this member. */
export function issueLogin(sandbox: Sandbox, state: MerchantState, user: UserRecord) {
  const session = sandbox.tokens.issue(state.code, user.id, sandbox.now());
  sandbox.changed();
  return {
    token: session.token,
    firstTimeLogin: user.firstTimeLogin,
    passwordExpired: user.passwordExpired,
    updatePassword: user.updatePassword,
    id: user.id,
    userName: user.userName,
    spanId: randomUUID(),
    customerType: user.customerType,
    customerName: user.customerName,
    customerId: user.customerId,
    merchantCode: state.merchant.merchantCode,
    scripts: customerServiceItems(state, user),
  };
}

/** Invalid-credential errors per provider (SPEC 8 where it names one). */
const INVALID: Record<CredentialKind, () => ApiError> = {
  'line-code': () =>
    new ApiError(400, LINE_INVALID_TOKEN, 'code: the LINE authorization code is unknown, used or expired'),
  'line-access': () =>
    new ApiError(400, LINE_INVALID_TOKEN, 'accessToken: the LINE access token is unknown or expired'),
  'line-session': () =>
    new ApiError(400, LINE_INVALID_TOKEN, 'lineSessionToken: unknown or expired; sign in with LINE again'),
  telegram: () =>
    new ApiError(400, TELEGRAM_VALIDATE_FAILED, 'telegramAuth: the telegram sign-in result does not validate'),
  maya: () => new ApiError(400, 'maya.session.invalid', 'sessionId: unknown or expired maya session'),
  firebase: () => new ApiError(400, 'firebase.token.invalid', 'firebaseIdToken: unknown or expired id token'),
};

export function useCredential(sandbox: Sandbox, state: MerchantState, kind: CredentialKind, credential: unknown) {
  const entry =
    typeof credential === 'string' && credential ? state.social.use(credential, kind, sandbox.now()) : undefined;
  if (!entry) throw INVALID[kind]();
  return entry;
}

/** Social credentials sent along a login or registration bind that identity to the member. */
export function bindSocial(
  sandbox: Sandbox,
  state: MerchantState,
  user: UserRecord,
  body: Record<string, unknown>,
): void {
  const fields: [SocialProvider, CredentialKind, unknown][] = [
    ['firebase', 'firebase', body.firebaseIdToken ?? body.firebaseIdToken2],
    ['line', 'line-session', body.lineSessionToken],
    ['telegram', 'telegram', body.telegramAuth],
  ];
  for (const [provider, kind, credential] of fields) {
    if (credential === undefined || credential === null || credential === '') continue;
    const entry = useCredential(sandbox, state, kind, credential);
    const owner = state.users.bySocial(provider, entry.subject);
    if (owner && owner.id !== user.id)
      throw new ApiError(400, 'social.already.bound', `${provider}: this identity is already bound to another member`);
    user.social[provider] = entry.subject;
  }
}

/** SPEC 4: login_verify_required lists the codes; they are printed and readable via the control API. */
export function startTwoFactor(sandbox: Sandbox, state: MerchantState, user: UserRecord, address: string): never {
  const now = sandbox.now();
  // Logging in again re-sends the SMS code: the same per-address budget as any other SMS send.
  if (user.twoFactor.includes('sms') && user.mobileNum) checkSmsBudget(sandbox, state, address);
  const codes = Object.fromEntries(user.twoFactor.map((type) => [type, sixDigits()]));
  state.twoFactor.set(user.id, { codes, expiresAt: now + TWO_FACTOR_TTL_MS, attempts: 0 });
  const smsCode = codes.sms;
  if (smsCode && user.mobileNum) {
    const key = mobileKey(user.countryDialingCode, user.mobileNum);
    state.sms.send(
      key,
      { countryDialingCode: user.countryDialingCode, mobileNum: user.mobileNum, purpose: '2fa', sentAt: now },
      smsCode,
    );
    state.smsBudget.record(address, now);
  }
  const printed = printsCodes(sandbox.mode)
    ? Object.entries(codes)
        .map(([type, code]) => `${type} ${code}`)
        .join(', ')
    : `${user.twoFactor.join(', ')} sent (not printed in live mode)`;
  sandbox.log(`${state.code}: 2FA codes for ${user.userName}: ${printed}`);
  throw new ApiError(
    400,
    LOGIN_VERIFY_REQUIRED,
    `Enter the ${user.twoFactor.join(', ')} code(s) sent to this account`,
    {
      required: user.twoFactor,
      email: maskEmail(user.email),
      mobileNum: maskMobile(user.mobileNum),
    },
  );
}
