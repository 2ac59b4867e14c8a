// Typed helpers for the sandbox control API (/__sandbox, docs/api.md "Control API") from Playwright tests.
// Node cannot resolve *.localhost, so every call goes to 127.0.0.1 with the merchant's Host header, and
// carries the header the control API requires of every caller (sandbox/control-guard.ts).
import type { APIRequestContext } from '@playwright/test';
import { CONTROL_HEADER, CONTROL_HEADER_VALUE } from '../../sandbox/control-guard';
import type { RecordedFieldReport } from '../../sandbox/api/field-reports';
import type { FieldSummary } from '../../sandbox/field-summary';
import type { SmsRecord as SandboxSmsRecord } from '../../sandbox/state/codes';
import type { Fault } from '../../sandbox/state/faults';
import type { SystemStatus } from '../../sandbox/state/sandbox';
import type { WhitelabelFlag } from '../../src/config/schema/flags';
import { PORT } from './harness';

/** The members every sample merchant's sandbox.json seeds (password for all: SEEDED_PASSWORD). */
export const SEEDED_USERS = {
  normal: 'player1',
  noLabel: 'player2',
  twoFactor: 'secure1',
  firstLogin: 'newbie1',
  passwordExpired: 'expired1',
  agent: 'agent1',
  type4: 'member4',
} as const;
export const SEEDED_PASSWORD = 'play1234';

export const merchantHost = (code: string) => `${code}.localhost`;

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  host: string,
  pathname: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(`http://127.0.0.1:${PORT}${pathname}`, {
    method,
    headers: { Host: host, [CONTROL_HEADER]: CONTROL_HEADER_VALUE },
    ...(data ? { data } : {}),
  });
  const body = (await response.json()) as { success: boolean; value: T; errorCode?: string; message?: string };
  if (!body.success)
    throw new Error(`${method} ${pathname} (${host}): HTTP ${response.status()} ${body.errorCode}: ${body.message}`);
  return body.value;
}

/** Seeded members back, no faults, no codes, normal status: one merchant, or all when no code is given. */
export const resetSandbox = (request: APIRequestContext, code?: string) =>
  call<{ reset: string[] }>(request, 'POST', code ? merchantHost(code) : 'localhost', '/__sandbox/reset', {});

export interface StatusChange {
  maintenance?: boolean;
  /** Epoch milliseconds or an ISO date-time with offset; null for none. */
  maintenanceEnd?: number | string | null;
  regionRestriction?: boolean;
  /** IP shown to the visitor; null shows the real one. */
  ip?: string | null;
  domainNotAvailable?: boolean;
  /** The operator's run-time switches; replaces the ones set before. */
  whitelabelVal?: Partial<Record<WhitelabelFlag, boolean>>;
}

/** Changes what GET /wps/v2/system/status answers for this merchant. */
export const setSystemStatus = (request: APIRequestContext, code: string, change: StatusChange) =>
  call<SystemStatus>(request, 'POST', merchantHost(code), '/__sandbox/status', change);

export interface FaultSpec {
  /** A /wps path, exact or ending with "*". */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** How many calls it applies to (default 1). */
  count?: number;
  status?: number;
  errorCode?: string;
  message?: string;
  delayMs?: number;
  /** Close the connection without an answer. */
  drop?: boolean;
  /** Answer success with this value (forged server data). */
  value?: unknown;
}

/** The next `count` calls of `path` fail (status/errorCode), wait (delayMs) or lose the connection (drop). */
export const injectFault = (request: APIRequestContext, code: string, fault: FaultSpec) =>
  call<Fault[]>(request, 'POST', merchantHost(code), '/__sandbox/faults', fault);
export const listFaults = (request: APIRequestContext, code: string) =>
  call<Fault[]>(request, 'GET', merchantHost(code), '/__sandbox/faults');
export const clearFaults = (request: APIRequestContext, code: string) =>
  call<[]>(request, 'DELETE', merchantHost(code), '/__sandbox/faults');

/** What /__sandbox/sms answers (the sandbox's own record, without its attempt counter). */
export type SmsRecord = Omit<SandboxSmsRecord, 'attempts'>;

/** The last SMS code sent to a number (national digits; the dialing code defaults to the merchant's). */
export function lastSms(
  request: APIRequestContext,
  code: string,
  mobileNum: string,
  countryDialingCode?: string,
): Promise<SmsRecord> {
  const query = new URLSearchParams({ mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) });
  return call<SmsRecord>(request, 'GET', merchantHost(code), `/__sandbox/sms?${query}`);
}

export interface TwoFactorCodes {
  username: string;
  required: ('email' | 'authenticator' | 'sms')[];
  codes: Partial<Record<'email' | 'authenticator' | 'sms', string>>;
  expiresAt: number;
}

/** The 2FA codes of the pending login_verify_required of a member. */
export const twoFactorCodes = (request: APIRequestContext, code: string, username: string) =>
  call<TwoFactorCodes>(request, 'GET', merchantHost(code), `/__sandbox/2fa?username=${encodeURIComponent(username)}`);

export interface SolvedCaptcha {
  challenge: string;
  answer: string;
  geetestChallenge: string;
  geetestSeccode: string;
  geetestValidateV4: string;
}

/** Solves a captcha the page already loaded (its challenge), or a new one. */
export const solveCaptcha = (request: APIRequestContext, code: string, challenge?: string) =>
  call<SolvedCaptcha>(request, 'POST', merchantHost(code), '/__sandbox/captcha/solve', challenge ? { challenge } : {});

/** Firebase identities come from the Auth emulator itself, not from the sandbox. */
export type SocialProvider = 'line' | 'telegram' | 'maya';
export interface SocialCredential {
  subject: string;
  code?: string;
  accessToken?: string;
  /** Telegram: the widget's signed result (as in #tgAuthResult) and a mini-app's signed init data. */
  telegramAuth?: string;
  initData?: string;
  sessionId?: string;
}

/** A credential signed or issued the way the provider does (LINE code, Telegram result and init data, Maya session). */
export const socialCredential = (
  request: APIRequestContext,
  code: string,
  provider: SocialProvider,
  subject?: string,
  name?: string,
) =>
  call<SocialCredential>(request, 'POST', merchantHost(code), '/__sandbox/social', {
    provider,
    ...(subject ? { subject } : {}),
    ...(name ? { name } : {}),
  });

export interface NewUser {
  username: string;
  password: string;
  customerName: string;
  customerType?: number;
  /** The member's server language (SPEC 9 code); the merchant's default when absent. */
  language?: string;
  mobileNum?: string;
  email?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  twoFactor?: ('email' | 'authenticator' | 'sms')[];
  clubLabel?: { labelId: string; labelName: string; type: 'AUTO' | 'MANUAL'; rankLevel: number } | null;
}

export const createUser = (request: APIRequestContext, code: string, user: NewUser) =>
  call<{ id: number; userName: string; customerId: string }>(
    request,
    'POST',
    merchantHost(code),
    '/__sandbox/users',
    user,
  );

/** Events the app sent to /wps/system/collect and /wps/system/test/ping, oldest first. */
export const trackedEvents = (request: APIRequestContext, code: string) =>
  call<{ at: number; via: 'collect' | 'ping'; data: unknown }[]>(
    request,
    'GET',
    merchantHost(code),
    '/__sandbox/events',
  );

/** The field reports (issue 44) players' pages sent the merchant, oldest first, and their summary. */
export const fieldReports = (request: APIRequestContext, code: string) =>
  call<{ summary: FieldSummary; reports: RecordedFieldReport[] }>(
    request,
    'GET',
    merchantHost(code),
    '/__sandbox/field',
  );

export interface SandboxState {
  mode: 'test' | 'demo' | 'live';
  merchant: string;
  merchantCode: string;
  rsaBits: number;
  status: SystemStatus;
  faults: Fault[];
  users: {
    id: number;
    userName: string;
    customerType: number;
    firstTimeLogin: boolean;
    passwordExpired: boolean;
    updatePassword: boolean;
    twoFactor: string[];
    mobileNum: string | null;
    /** The promo code the member registered with. */
    promoCode: string | null;
    /** The affiliate code the member registered with. */
    affiliateCode: string | null;
  }[];
}

export const sandboxState = (request: APIRequestContext, code: string) =>
  call<SandboxState>(request, 'GET', merchantHost(code), '/__sandbox/state');

/** What the chat providers' stand-ins were told (sandbox/stand-ins/chat.ts), oldest first. */
export async function chatCalls(
  request: APIRequestContext,
): Promise<{ provider: string; account?: string; method: string; args: unknown[] }[]> {
  const response = await request.get(`http://127.0.0.1:${PORT}/__chat/calls`, {
    headers: { [CONTROL_HEADER]: CONTROL_HEADER_VALUE },
  });
  return response.json();
}
