// /wps/member/register*, autoUsername and /wps/verification/sms/noLogin.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MOBILE_DEFAULT_PASSWORD } from '../../src/config/constants';
import { SMS_RESEND_GAP_MS } from '../state/codes';
import { hashPassword } from '../state/passwords';
import { printsCodes, type MerchantState, type Sandbox } from '../state/sandbox';
import { mobileKey, newUserRecord, type UserRecord } from '../state/users';
import { bindSocial, issueLogin } from './accounts';
import { checkCaptcha } from './captcha';
import { maskMobile } from './content';
import { merchantOf, parse, readBody } from './context';
import { ApiError, ok, RetryLaterError } from './errors';
import { checkSmsBudget } from './rate-limits';
import { captchaFields, deviceId, dialingCode, mobileNum, optionalText, PASSWORD, USERNAME } from './schemas';
import { WPS } from '../wps-paths';

/** Sandbox choice for SPEC 4 "Mobile registration ... uses the default password": it forces a change. */
export { MOBILE_DEFAULT_PASSWORD };

const registrationFields = {
  registerMethod: z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']),
  registerUrl: optionalText,
  loginDeviceId: deviceId,
  isOfficialAppLogin: z.boolean().nullish(),
  linkId: optionalText,
  affiliateCode: optionalText,
  domain: optionalText,
  referralCode: optionalText,
  // Sandbox choice (SPEC is silent): the app's rule for the promo-code field (PROMOFE_getPromoCodeEnable).
  promoCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'must be 1-32 letters, digits, "-" or "_"' })
    .nullish(),
  login: z.boolean().default(true),
  smsTemplate: optionalText,
  pixelTrack: z.record(z.string(), z.unknown()).nullish(),
  customerName: z.string().max(60).nullish(),
  email: z.email().nullish(),
  firebaseChannel2: z.string().nullish(),
  firebaseIdToken2: z.string().nullish(),
  lineSessionToken: z.string().nullish(),
  telegramAuth: z.string().nullish(),
  ...captchaFields,
};

const registerSchema = z.object({
  username: z.string(),
  password: z.string(),
  mobileNum: mobileNum.nullish(),
  countryDialingCode: dialingCode.nullish(),
  ...registrationFields,
});

const mobileRegisterSchema = z.object({
  mobileNum,
  countryDialingCode: dialingCode.nullish(),
  smsCode: z.string().min(1),
  username: z.string().nullish(),
  password: z.string().nullish(),
  ...registrationFields,
});

const smsSchema = z.object({ countryDialingCode: dialingCode, mobileNum, ...captchaFields });

function checkModule(request: FastifyRequest, expected: string): void {
  if (request.headers.moduleid !== expected) throw new ApiError(400, 'bad.request', `ModuleId: must be ${expected}`);
}

function checkUsername(state: MerchantState, username: string): void {
  if (!USERNAME.test(username))
    throw new ApiError(
      400,
      'register.username.invalid',
      'User names are 4-16 letters and digits, starting with a letter.',
    );
  if (state.users.byName(username))
    throw new ApiError(400, 'register.username.exists', 'This user name is already taken.');
}

function checkPassword(password: string): void {
  if (!PASSWORD.test(password))
    throw new ApiError(400, 'register.password.invalid', 'Passwords are 6-20 characters without spaces.');
}

/** A free user name: a letter prefix and digits (SPEC 4 "A username can be auto-generated"). */
function autoUsername(state: MerchantState): string {
  for (;;) {
    const name = `player${randomInt(100_000, 1_000_000)}`;
    if (!state.users.byName(name)) return name;
  }
}

type RegistrationInput = z.output<z.ZodObject<typeof registrationFields>>;

async function createMember(
  sandbox: Sandbox,
  state: MerchantState,
  body: Record<string, unknown>,
  input: RegistrationInput,
  account: {
    userName: string;
    password: string;
    countryDialingCode: string;
    mobileNum: string | null;
    updatePassword: boolean;
  },
) {
  const {
    geetestChallenge: _c,
    geetestSeccode: _s,
    geetestValidateV4: _v,
    firebaseIdToken2: _f,
    lineSessionToken: _l,
    telegramAuth: _t,
    login,
    customerName,
    email,
    ...registration
  } = input;
  const passwordHash = await hashPassword(account.password, sandbox.scryptCost);
  const id = state.users.nextId(); // after the wait: concurrent registrations must not share an id
  const user: UserRecord = newUserRecord(
    id,
    passwordHash,
    state.merchant,
    state.data,
    {
      userName: account.userName,
      customerName: customerName ?? account.userName,
      email: email ?? null,
      countryDialingCode: account.countryDialingCode,
      mobileNum: account.mobileNum?.replace(/^0+/, '') ?? null,
      updatePassword: account.updatePassword,
      registration,
    },
    sandbox.now(),
  );
  await bindSocial(sandbox, state, user, body);
  state.users.add(user);
  sandbox.changed();
  sandbox.log(`${state.code}: registered member ${user.userName} (${input.registerMethod})`);
  const value = { id: user.id, customerId: user.customerId, userName: user.userName };
  return login ? { ...value, ...pick(issueLogin(sandbox, state, user, input.loginDeviceId)) } : value;
}

const pick = ({ token, firstTimeLogin, passwordExpired, updatePassword }: ReturnType<typeof issueLogin>) => ({
  token,
  firstTimeLogin,
  passwordExpired,
  updatePassword,
});

export function registerRegistration(app: FastifyInstance, sandbox: Sandbox): void {
  app.post(WPS.register, async (request) => {
    checkModule(request, 'REG3');
    const state = merchantOf(request);
    const body = readBody(request, sandbox, { encrypted: true });
    const input = parse(registerSchema, body);
    checkCaptcha(state, body, 'register', sandbox.now());
    checkUsername(state, input.username);
    checkPassword(input.password);
    const dialing = input.countryDialingCode ?? state.merchant.country.dialingCode;
    if (input.mobileNum && state.users.byMobile(dialing, input.mobileNum))
      throw new ApiError(400, 'register.mobile.exists', 'This mobile number is already registered.');
    return ok(
      await createMember(sandbox, state, body, input, {
        userName: input.username,
        password: input.password,
        countryDialingCode: dialing,
        mobileNum: input.mobileNum ?? null,
        updatePassword: false,
      }),
    );
  });

  app.post(WPS.registerMobile, async (request) => {
    checkModule(request, 'MOBILENUMREG3');
    const state = merchantOf(request);
    const body = readBody(request, sandbox, { encrypted: true });
    const input = parse(mobileRegisterSchema, body);
    checkCaptcha(state, body, 'register', sandbox.now());
    const userName = input.username || autoUsername(state);
    checkUsername(state, userName);
    if (input.password) checkPassword(input.password);
    const dialing = input.countryDialingCode ?? state.merchant.country.dialingCode;
    if (state.users.byMobile(dialing, input.mobileNum))
      throw new ApiError(400, 'register.mobile.exists', 'This mobile number is already registered.');
    if (!state.sms.verify(mobileKey(dialing, input.mobileNum), input.smsCode, sandbox.now()))
      throw new ApiError(400, 'sms.code.err', 'The SMS code is wrong or has expired.');
    const password = input.password || MOBILE_DEFAULT_PASSWORD;
    return ok(
      await createMember(sandbox, state, body, input, {
        userName,
        password,
        countryDialingCode: dialing,
        mobileNum: input.mobileNum,
        updatePassword: !input.password,
      }),
    );
  });

  // Sandbox choice: the "username check" SPEC 6 lists among public paths, for the register form.
  app.get(WPS.registerCheckUsername, async (request) => {
    const { username } = request.query as { username?: string };
    if (!username || !USERNAME.test(username))
      throw new ApiError(
        400,
        'register.username.invalid',
        'User names are 4-16 letters and digits, starting with a letter.',
      );
    return ok({ available: !merchantOf(request).users.byName(username) });
  });

  app.post(WPS.registerAutoUsername, async (request) => {
    readBody(request, sandbox);
    return ok({ username: autoUsername(merchantOf(request)) });
  });

  app.post(WPS.smsNoLogin, async (request) => {
    const state = merchantOf(request);
    const body = readBody(request, sandbox);
    const input = parse(smsSchema, body);
    const now = sandbox.now();
    const key = mobileKey(input.countryDialingCode, input.mobileNum);
    const wait = state.sms.waitBeforeResend(key, now);
    if (wait > 0)
      throw new RetryLaterError(
        'TOO_MANY_REQUEST_SMS',
        (seconds) => `mobileNum: wait ${seconds} s before asking for another code`,
        wait,
      );
    // Per number alone, one client could still text every number it likes.
    checkSmsBudget(sandbox, state, request.ip);
    checkCaptcha(state, body, 'sms', now);
    const sms = state.sms.send(key, {
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNum.replace(/^0+/, ''),
      purpose: 'verification',
      sentAt: now,
    });
    state.smsBudget.record(request.ip, now);
    sandbox.log(
      printsCodes(sandbox.mode)
        ? `${state.code}: SMS code for ${key}: ${sms.code}`
        : `${state.code}: SMS code sent to ${input.countryDialingCode}${maskMobile(sms.mobileNum)} (not printed in live mode)`,
    );
    return ok({ expiresInMs: sms.expiresAt - now, resendInMs: SMS_RESEND_GAP_MS });
  });
}
