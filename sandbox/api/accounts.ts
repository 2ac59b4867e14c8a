// Shared steps of login and registration: tokens, social bindings and 2FA challenges.
import { randomUUID } from 'node:crypto';
import { sixDigits, TWO_FACTOR_TTL_MS } from '../state/codes';
import { printsCodes, type MerchantState, type Sandbox } from '../state/sandbox';
import { mobileKey, type SocialProvider, type UserRecord } from '../state/users';
import { customerServiceItems, maskEmail, maskMobile } from './content';
import { ApiError } from './errors';
import { checkSmsBudget } from './rate-limits';
import { firebaseIdentity, lineIdentity, telegramIdentity, type Identity } from '../social/identity';
import { LOGIN_VERIFY_REQUIRED } from '../../src/lib/api/error-catalogue';

/** SPEC 3 "Login response value", plus the customer-service items for this member. */
export function issueLogin(sandbox: Sandbox, state: MerchantState, user: UserRecord, deviceId: string) {
  const session = sandbox.tokens.issue(state.code, user.id, sandbox.now(), deviceId);
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

/** The maya session behind a sessionId (the sandbox stands in for maya's own check). */
export function mayaIdentity(sandbox: Sandbox, state: MerchantState, sessionId: string) {
  const entry = state.social.use(sessionId, 'maya', sandbox.now());
  if (!entry) throw new ApiError(400, 'maya.session.invalid', 'sessionId: unknown or expired maya session');
  return entry;
}

/** The social identities a login or registration body carries (login: firebaseIdToken, registration: ...2). */
function identitiesOf(sandbox: Sandbox, state: MerchantState, body: Record<string, unknown>) {
  const found: [SocialProvider, () => Identity | Promise<Identity>][] = [];
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  if (present(body.firebaseIdToken))
    found.push([
      'firebase',
      () => firebaseIdentity(sandbox, state, body.firebaseIdToken, body.firebaseChannel, LOGIN_FIREBASE),
    ]);
  else if (present(body.firebaseIdToken2))
    found.push([
      'firebase',
      () => firebaseIdentity(sandbox, state, body.firebaseIdToken2, body.firebaseChannel2, REGISTER_FIREBASE),
    ]);
  if (present(body.lineSessionToken)) found.push(['line', () => lineIdentity(sandbox, state, body.lineSessionToken)]);
  if (present(body.telegramAuth)) found.push(['telegram', () => telegramIdentity(sandbox, state, body.telegramAuth)]);
  return found;
}

export const LOGIN_FIREBASE = { token: 'firebaseIdToken', channel: 'firebaseChannel' };
const REGISTER_FIREBASE = { token: 'firebaseIdToken2', channel: 'firebaseChannel2' };

/** Social credentials sent along a login or registration bind that identity to the member. */
export async function bindSocial(
  sandbox: Sandbox,
  state: MerchantState,
  user: UserRecord,
  body: Record<string, unknown>,
): Promise<void> {
  const bound: [SocialProvider, string][] = [];
  for (const [provider, identity] of identitiesOf(sandbox, state, body)) {
    const { subject } = await identity();
    const owner = state.users.bySocial(provider, subject);
    if (owner && owner.id !== user.id)
      throw new ApiError(400, 'social.already.bound', `${provider}: this identity is already bound to another member`);
    bound.push([provider, subject]);
  }
  // All or nothing: one bad credential binds none of the others.
  for (const [provider, subject] of bound) user.social[provider] = subject;
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
