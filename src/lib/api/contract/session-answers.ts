import { z } from 'zod';
import { customerServiceItemSchema } from './customer-service-answers';

/** GET /wps/session/key/rsa: the server's RSA public key (PROTOCOL.md "Encrypted requests"). */
export const rsaKeySchema = z.string().startsWith('-----BEGIN PUBLIC KEY-----').describe('SPKI PEM for jsencrypt.');

/** SPEC 3 "Login response value": login, 2FA verification and the social logins. */
export const loginValueSchema = z.object({
  token: z.string().min(1).describe('The session token: Authorization: Bearer <token> from now on.'),
  firstTimeLogin: z.boolean().optional().describe('True until the member changes the password.'),
  passwordExpired: z.boolean().optional().describe('The password has expired (PWDEXPFORCECHANGE3 forces a change).'),
  updatePassword: z.boolean().optional().describe('The account still has the default password of mobile registration.'),
  id: z.union([z.string(), z.number()]).optional().describe('Member id.'),
  userName: z.string().optional().describe('User name, lower-case.'),
  spanId: z.string().optional().describe('Tracing id of this login.'),
  customerType: z.number().optional().describe('0 member, 1 or 2 agent, 4 no language sync (SPEC 6).'),
  customerName: z.string().optional().describe('Display name.'),
  customerId: z.union([z.string(), z.number()]).optional().describe('Customer id for analytics.'),
  scripts: z
    .array(customerServiceItemSchema)
    .optional()
    .describe("The member's customer-service items, as WPSCORE_getCustomerServiceScript answers them."),
});
export type LoginValue = z.output<typeof loginValueSchema>;

/** SPEC 3 "Registration result": POST /wps/member/register and /register/mobile (token unless login is false). */
export const registerValueSchema = loginValueSchema.partial().extend({
  id: z.union([z.string(), z.number()]).describe('Member id.'),
  customerId: z.string().describe('Customer id.'),
  userName: z.string().describe('The registered user name.'),
});
export type RegisterValue = z.output<typeof registerValueSchema>;

/** POST /wps/member/register/autoUsername. */
export const autoUsernameSchema = z.object({
  username: z.string().min(1).describe('A free user name made up by the server.'),
});

/** GET /wps/member/register/checkUsername. */
export const usernameCheckSchema = z.object({
  available: z.boolean().describe('No member of this merchant has the name.'),
});

/** POST /wps/verification/sms/noLogin. */
export const smsCodeSentSchema = z.object({
  resendInMs: z.number().nonnegative().describe('Wait before another code may be sent (the countdown).'),
});

/** Relay WPS3RD_verifyLineCode: the LINE code (or access token) exchanged for a session token. */
export const lineSessionSchema = z.object({
  lineSessionToken: z.string().min(1).describe('Sent to /wps/session/login/line and with registration.'),
  displayName: z.string().optional().describe("The LINE profile's display name."),
});

/** Relay WPSCORE_getTelegramLoginSetting (SPEC 3 "Telegram setting"). */
export const telegramSettingSchema = z.object({
  botId: z
    .string()
    .regex(/^[0-9]+$/)
    .describe("The bot's numeric id (the part of its token before the colon)."),
  authDomain: z
    .url({ protocol: /^https?$/ })
    .describe("Origin of Telegram's login popup (https://oauth.telegram.org)."),
});
