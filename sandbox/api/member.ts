// /wps/member/info, /wps/member/language, the sandbox's password change (/wps/member/password), deposit
// settings and the chat auth key.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../src/config/languages';
import { hashPassword, verifyPassword } from '../state/passwords';
import type { Sandbox } from '../state/sandbox';
import type { UserRecord } from '../state/users';
import { merchantOf, parse, readBody, requireMember } from './context';
import { ApiError, ok } from './errors';
import { byUsername, OLD_PASSWORD_ERR, throttledLogin } from './rate-limits';
import { PASSWORD } from './schemas';
import { WPS } from '../wps-paths';

/** SPEC 3 "Member info". */
function memberInfo(user: UserRecord, token: string) {
  return {
    id: user.id,
    account: user.userName,
    userName: user.userName,
    customerName: user.customerName,
    customerId: user.customerId,
    token,
    type: user.customerType,
    language: user.language,
    clubLabel: user.clubLabel,
    vipRankLevel: user.clubLabel?.rankLevel ?? 0,
    hasVip: user.clubLabel !== null,
    countryDialingCode: user.countryDialingCode,
    mobileNum: user.mobileNum,
    profileIcon: user.profileIcon ?? null,
    email: user.email,
    firstTimeLogin: user.firstTimeLogin,
    passwordExpired: user.passwordExpired,
    updatePassword: user.updatePassword,
  };
}

const languageSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(' ')}` }),
});
const passwordSchema = z.object({ oldPassword: z.string().min(1).max(64), newPassword: z.string().max(64) });

export function registerMember(app: FastifyInstance, sandbox: Sandbox): void {
  app.get(WPS.memberInfo, async (request) => {
    const { user, session } = requireMember(request, sandbox);
    return ok(memberInfo(user, session.token));
  });

  // Sandbox choices (docs/api.md): SPEC 3 depositSettings and SPEC 7's chat auth key.
  app.get(WPS.memberDepositSettings, async (request) => {
    const { user } = requireMember(request, sandbox);
    return ok({ totalDepositSuccessCount: user.depositCount ?? 0 });
  });

  // The key a chat provider's back end can check: bound to the member and this session, never stored.
  app.get(WPS.memberChatAuthKey, async (request) => {
    const { user, session } = requireMember(request, sandbox);
    return ok({ authKey: createHmac('sha256', session.token).update(`chat:${user.id}`).digest('base64url') });
  });

  app.post(WPS.memberLanguage, async (request) => {
    if (!request.headers.merchant) throw new ApiError(400, 'bad.request', 'Merchant: header is required');
    const { user } = requireMember(request, sandbox);
    const { language } = parse(languageSchema, readBody(request, sandbox));
    user.language = language;
    sandbox.changed();
    return ok({ language });
  });

  // Sandbox choice for /m/changePsw (SPEC names no path): encrypted {oldPassword, newPassword}.
  app.post(WPS.memberPassword, async (request) => {
    const { user } = requireMember(request, sandbox);
    const input = parse(passwordSchema, readBody(request, sandbox, { encrypted: true }));
    // A guess at the current password counts toward the account lock as a failed login does (a stolen token
    // must not brute-force the password).
    await throttledLogin(sandbox, merchantOf(request), byUsername(user.userName, request.ip), async () => {
      if (!(await verifyPassword(input.oldPassword, user.passwordHash)))
        throw new ApiError(400, OLD_PASSWORD_ERR, 'The current password is wrong.');
    });
    if (!PASSWORD.test(input.newPassword))
      throw new ApiError(400, 'register.password.invalid', 'The new password must be 6-20 characters without spaces.');
    if (input.newPassword === input.oldPassword)
      throw new ApiError(400, 'password.same.err', 'The new password must be different from the current one.');
    user.passwordHash = await hashPassword(input.newPassword, sandbox.scryptCost);
    Object.assign(user, { firstTimeLogin: false, passwordExpired: false, updatePassword: false });
    sandbox.changed();
    sandbox.log(`${merchantOf(request).code}: ${user.userName} changed the password`);
    return ok({ firstTimeLogin: false, passwordExpired: false, updatePassword: false });
  });
}
