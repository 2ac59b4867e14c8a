// /wps/session/*: RSA key, login (password, SMS, social), 2FA verification, social logins and logout.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MerchantState, Sandbox } from '../state/sandbox';
import { MAX_CODE_ATTEMPTS } from '../state/codes';
import { hashPassword, verifyPassword } from '../state/passwords';
import { mobileKey, newUserRecord, type SocialProvider, type UserRecord } from '../state/users';
import { bindSocial, issueLogin, LOGIN_FIREBASE, mayaIdentity, startTwoFactor } from './accounts';
import { checkCaptcha } from './captcha';
import { merchantOf, optionalMember, parse, readBody } from './context';
import { ApiError, ok } from './errors';
import { byMobile, byUsername, throttledLogin } from './rate-limits';
import { captchaFields, device, deviceId, DEVICES, dialingCode, socialFields } from './schemas';
import { firebaseIdentity, lineIdentity, telegramIdentity } from '../social/identity';
import { WPS } from '../wps-paths';
import {
  BIND_CUSTOMER_REQUIRED,
  LOGIN_CRED_ERR,
  LOGIN_VERIFY_CODE_ERR,
  LOGIN_VERIFY_EXPIRED,
  NOT_EXISTS_USER,
} from '../../src/lib/api/error-catalogue';

const loginSchema = z.object({
  type: z.enum(['username', 'sms', 'firebase', 'line', 'telegram']).default('username'),
  username: z.string().max(64).nullish(),
  password: z.string().max(64).nullish(),
  isSms: z.boolean().nullish(),
  countryDialingCode: dialingCode.nullish(),
  loginDeviceId: deviceId,
  isOfficialAppLogin: z.boolean().nullish(),
  device,
  ...captchaFields,
  ...socialFields,
});

const verificationSchema = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(64),
  codes: z.object({ email: z.string().optional(), authenticator: z.string().optional(), sms: z.string().optional() }),
  loginDeviceId: deviceId,
  device,
  ...socialFields,
});

const NOT_A_MEMBER = () => new ApiError(400, NOT_EXISTS_USER, 'No member has this user name.');
const WRONG_PASSWORD = () => new ApiError(400, LOGIN_CRED_ERR, 'Wrong user name or password.');
const required = (value: string | null | undefined, field: string) => {
  if (!value) throw new ApiError(400, 'bad.request', `${field}: is required`);
  return value;
};

/**
 * The member whose password this is; throttled per account and client address, also on 2FA verification.
 * `beforePassword` (the login's captcha) runs only when the attempt is not locked.
 */
function passwordUser(
  sandbox: Sandbox,
  state: MerchantState,
  address: string,
  username: string,
  password: string,
  beforePassword = () => {},
): Promise<UserRecord> {
  return throttledLogin(sandbox, state, byUsername(username, address), async () => {
    beforePassword();
    const user = state.users.byName(username);
    if (!user) throw NOT_A_MEMBER();
    if (!(await verifyPassword(password, user.passwordHash))) throw WRONG_PASSWORD();
    return user;
  });
}

/** A social identity's member; SPEC 4: unbound LINE -> not.exists.user, others -> bind_customer_required. */
function socialUser(state: MerchantState, provider: SocialProvider, subject: string): UserRecord {
  const user = state.users.bySocial(provider, subject);
  if (user) return user;
  if (provider === 'line') throw new ApiError(400, NOT_EXISTS_USER, 'No member is linked to this LINE account yet.');
  throw new ApiError(
    400,
    BIND_CUSTOMER_REQUIRED,
    `${provider}: no member is bound to this identity; log in or register to bind it`,
  );
}

async function login(sandbox: Sandbox, state: MerchantState, body: Record<string, unknown>, address: string) {
  const input = parse(loginSchema, body);
  const type = input.isSms ? 'sms' : input.type;
  const now = sandbox.now();
  if (type === 'username') {
    const username = required(input.username, 'username');
    const password = required(input.password, 'password');
    const user = await passwordUser(sandbox, state, address, username, password, () =>
      checkCaptcha(state, body, 'login', now),
    );
    if (user.twoFactor.length) startTwoFactor(sandbox, state, user, address);
    await bindSocial(sandbox, state, user, body);
    return issueLogin(sandbox, state, user, input.loginDeviceId);
  }
  if (type === 'sms') {
    const mobile = required(input.username, 'username');
    const code = required(input.password, 'password');
    const dialing = input.countryDialingCode ?? state.merchant.country.dialingCode;
    const user = await throttledLogin(sandbox, state, byMobile(dialing, mobile, address), () => {
      checkCaptcha(state, body, 'login', now);
      const member = state.users.byMobile(dialing, mobile);
      if (!member) throw new ApiError(400, NOT_EXISTS_USER, 'No member has this mobile number.');
      if (!state.sms.verify(mobileKey(dialing, mobile), code, now))
        throw new ApiError(400, 'sms.code.err', 'The SMS code is wrong or has expired.');
      return member;
    });
    await bindSocial(sandbox, state, user, body);
    return issueLogin(sandbox, state, user, input.loginDeviceId);
  }
  if (type === 'firebase') {
    const identity = await firebaseIdentity(
      sandbox,
      state,
      input.firebaseIdToken,
      input.firebaseChannel,
      LOGIN_FIREBASE,
    );
    return issueLogin(sandbox, state, socialUser(state, 'firebase', identity.subject), input.loginDeviceId);
  }
  const identity =
    type === 'line'
      ? lineIdentity(sandbox, state, input.lineSessionToken)
      : telegramIdentity(sandbox, state, input.telegramAuth);
  return issueLogin(sandbox, state, socialUser(state, type, identity.subject), input.loginDeviceId);
}

async function verifyLogin(sandbox: Sandbox, state: MerchantState, body: Record<string, unknown>, address: string) {
  const input = parse(verificationSchema, body);
  const user = await passwordUser(sandbox, state, address, input.username, input.password);
  const pending = state.twoFactor.get(user.id);
  if (!pending || pending.expiresAt <= sandbox.now() || pending.attempts >= MAX_CODE_ATTEMPTS) {
    state.twoFactor.delete(user.id);
    throw new ApiError(400, LOGIN_VERIFY_EXPIRED, 'This verification has expired. Please log in again.');
  }
  const wrong = user.twoFactor.filter((type) => pending.codes[type] !== input.codes[type]?.trim());
  if (wrong.length) {
    pending.attempts += 1;
    throw new ApiError(400, LOGIN_VERIFY_CODE_ERR, `codes.${wrong[0]}: wrong code`, { wrong });
  }
  state.twoFactor.delete(user.id);
  await bindSocial(sandbox, state, user, body);
  return issueLogin(sandbox, state, user, input.loginDeviceId);
}

const lineSchema = z.object({ lineSessionToken: z.string().min(1), loginDeviceId: deviceId, device });
const telegramSchema = z.object({
  telegramAuth: z.string().min(1),
  loginDeviceId: deviceId,
  device,
  registerUrl: z.string().nullish(),
  affiliateCode: z.string().nullish(),
  domain: z.string().nullish(),
  referralCode: z.string().nullish(),
  linkId: z.string().nullish(),
});
const mayaSchema = z.object({
  sessionId: z.string().min(1),
  env: z.string().nullish(),
  loginDeviceId: deviceId,
  device,
  registerUrl: z.string().nullish(),
  affiliateCode: z.string().nullish(),
  domain: z.string().nullish(),
});

/** Maya sign-in carries registration data: an unknown maya identity gets a new account (sandbox choice). */
async function mayaLogin(sandbox: Sandbox, state: MerchantState, body: Record<string, unknown>) {
  const { sessionId, loginDeviceId, ...registration } = parse(mayaSchema, body);
  const entry = mayaIdentity(sandbox, state, sessionId);
  let user = state.users.bySocial('maya', entry.subject);
  if (!user) {
    const password = await hashPassword(randomUUID(), sandbox.scryptCost);
    const id = state.users.nextId(); // after the wait: concurrent sign-ups must not share an id
    user = state.users.add(
      newUserRecord(
        id,
        password,
        state.merchant,
        state.data,
        {
          userName: `maya${id}`,
          customerName: entry.name,
          social: { maya: entry.subject },
          registration: { ...registration, registerMethod: 'MAYA' },
        },
        sandbox.now(),
      ),
    );
    sandbox.log(`${state.code}: maya sign-in created member ${user.userName}`);
  }
  return issueLogin(sandbox, state, user, loginDeviceId);
}

export function registerSession(app: FastifyInstance, sandbox: Sandbox): void {
  app.get(WPS.rsaKey, async () => ok(sandbox.rsa.publicKeyPem));

  app.post(WPS.login, async (request) => {
    const device = request.headers.device;
    if (device !== undefined && !(DEVICES as readonly string[]).includes(String(device)))
      throw new ApiError(400, 'bad.request', 'Device: must be IPAD, PWA or WEBCLIP, or absent');
    return ok(await login(sandbox, merchantOf(request), readBody(request, sandbox, { encrypted: true }), request.ip));
  });

  app.post(WPS.loginVerification, async (request) =>
    ok(await verifyLogin(sandbox, merchantOf(request), readBody(request, sandbox, { encrypted: true }), request.ip)),
  );

  app.post(WPS.loginLine, async (request) => {
    const state = merchantOf(request);
    const input = parse(lineSchema, readBody(request, sandbox));
    const identity = lineIdentity(sandbox, state, input.lineSessionToken);
    return ok(issueLogin(sandbox, state, socialUser(state, 'line', identity.subject), input.loginDeviceId));
  });

  app.post(WPS.loginTelegram, async (request) => {
    const state = merchantOf(request);
    const input = parse(telegramSchema, readBody(request, sandbox));
    const identity = telegramIdentity(sandbox, state, input.telegramAuth);
    return ok(issueLogin(sandbox, state, socialUser(state, 'telegram', identity.subject), input.loginDeviceId));
  });

  app.post(WPS.loginMaya, async (request) =>
    ok(await mayaLogin(sandbox, merchantOf(request), readBody(request, sandbox))),
  );

  // Sandbox choice: SPEC names no logout path. Public: a stale or missing token still logs out. An explicit
  // logout ends every session of the member on that device: a phone shared after it keeps no tab logged in.
  app.post(WPS.logout, async (request) => {
    const member = optionalMember(request, sandbox);
    if (member && sandbox.tokens.revokeDevice(member.session)) sandbox.changed();
    return ok(true);
  });
}
