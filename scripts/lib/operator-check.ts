// The core of `npm run check:operator`: every declared call an operator must answer that changes no state,
// made through the app's own request layer (headers, envelope, encrypted login), each answer's value held to
// the schema its declaration names (docs/architecture.md "Operator calls").
import { randomUUID } from 'node:crypto';
import { REQUEST_TIMEOUT_MS } from '../../src/config/constants';
import type { Merchant } from '../../src/config/schema/merchant';
import { isApiError } from '../../src/lib/api/api-error';
import { createApiEvents } from '../../src/lib/api/api-events';
import type { OperatorCall } from '../../src/lib/api/call';
import { createRequestSlots } from '../../src/lib/api/concurrency';
import { ANSWERS } from '../../src/lib/api/contract/answers';
import { createRateLimiter } from '../../src/lib/api/rate-limiter';
import { createApiClient, type ApiClient } from '../../src/lib/api/request';
import { createSessionCache } from '../../src/lib/api/session-cache';
import { guardStorage } from '../../src/lib/storage/guarded-storage';
import { gameListCall } from '../../src/flows/games/api';
import { rsaKeyCall } from '../../src/flows/session/api';
import { loginCall, postLogin } from '../../src/flows/sign-in/api';
import { Skip, type Probe, type ProbeContext } from './operator-probes';

export interface CheckTarget {
  baseUrl: URL;
  /** Sent as the Merchant header. */
  merchantCode: string;
  /** The merchant's settings, when its folder is known. */
  merchant?: Merchant | undefined;
  /** Sent as the Language header. */
  language: string;
  /** A test member of the operator: member calls are made only with one. */
  member?: { username: string; password: string } | undefined;
}

export interface CheckDeps {
  fetch: typeof fetch;
  calls: readonly OperatorCall[];
  probes: ReadonlyMap<OperatorCall, Probe>;
  /** Hears each outcome as it comes (a slow API keeps the report moving). */
  onOutcome?: (outcome: Outcome) => void;
}

export type Outcome =
  | { call: OperatorCall; result: 'answered' }
  | { call: OperatorCall; result: 'mismatch'; problems: string[] }
  | { call: OperatorCall; result: 'failed'; problem: string }
  | { call: OperatorCall; result: 'skipped'; reason: string };

export interface CheckReport {
  outcomes: Outcome[];
  /** The declared calls that change state, never made (the login is, when a member is given). */
  changingState: OperatorCall[];
}

/** A call's answer lists at most this many field problems (a broken list item repeats in every item). */
const MAX_PROBLEMS = 10;

const NO_MEMBER = 'a member call: give --user and --password of a test member to make it';
const CAPTCHA_LOGIN =
  'the login asks for a captcha, which a script cannot solve: give a member the login lets in without one';
/** A Map, not an object: an errorCode of the API such as "constructor" must not find Object's own members. */
const UNANSWERABLE_LOGIN = new Map([
  ['captcha.required', CAPTCHA_LOGIN],
  ['captcha.invalid', CAPTCHA_LOGIN],
  [
    'login_verify_required',
    'the member has two-factor verification, which a script cannot answer: give a test member without it',
  ],
]);

/** The request layer as the app wires it, minus the browser: no storage, no alerts, online. */
export function operatorClient(
  target: Pick<CheckTarget, 'baseUrl' | 'merchantCode' | 'language'>,
  fetch: typeof globalThis.fetch,
  token: () => string | undefined = () => undefined,
  userAgent = 'merchant-pwa check:operator',
): ApiClient {
  return createApiClient({
    baseUrl: target.baseUrl.href.replace(/\/$/, ''),
    merchantCode: target.merchantCode,
    language: () => target.language,
    token,
    userAgent,
    fetch,
    cache: createSessionCache(guardStorage(undefined)),
    limiter: createRateLimiter(),
    slots: createRequestSlots(gameListCall.path),
    rsaKeyPath: rsaKeyCall.path,
    events: createApiEvents(),
    online: () => true,
    protocol: () => target.baseUrl.protocol,
    clearSession: () => {},
  });
}

/** What went wrong with an exchange, in the words of the envelope (docs/api.md "Envelope"). */
function failure(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  if (error.source === 'timeout') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  if (error.source === 'network') return `no answer: ${error.message}`;
  if (error.source !== 'server') return error.message;
  const status = error.status ?? 0;
  if (status >= 200 && status < 300 && error.errorCode === undefined)
    return `HTTP ${status} without the {"success": true, "value": ...} envelope`;
  const code = [`HTTP ${status}`, error.errorCode].filter(Boolean).join(' ');
  return error.serverMessage ? `${code}: ${error.serverMessage}` : code;
}

/** The schema's verdict on a value: its parsed form, or each field that does not match. */
function judge(call: OperatorCall, value: unknown): { data: unknown } | { problems: string[] } {
  if (!call.answer) return { data: value };
  const result = ANSWERS[call.answer].safeParse(value);
  if (result.success) return { data: result.data };
  const problems = result.error.issues.map(
    (issue) => `${['value', ...issue.path.map(String)].join('.')}: ${issue.message.replace(/^Invalid input: /, '')}`,
  );
  const more = problems.length - MAX_PROBLEMS;
  return { problems: more > 0 ? [...problems.slice(0, MAX_PROBLEMS), `and ${more} more`] : problems };
}

/** Makes the declared calls, public ones first, then (logged in) the member's; never one that changes state. */
export async function checkOperator(target: CheckTarget, deps: CheckDeps): Promise<CheckReport> {
  let token: string | undefined;
  const api = operatorClient(target, deps.fetch, () => token);
  const answers = new Map<OperatorCall, unknown>();
  const context: ProbeContext = {
    baseUrl: target.baseUrl,
    language: target.language,
    now: Date.now(),
    merchant: target.merchant,
    answerOf: (call) => answers.get(call) as never,
  };

  async function probe(call: OperatorCall): Promise<Outcome> {
    const probe = deps.probes.get(call);
    if (!probe) return { call, result: 'skipped', reason: 'check:operator has no probe for it' };
    const query = probe instanceof Skip ? probe : probe.query(context);
    if (query instanceof Skip) return { call, result: 'skipped', reason: query.reason };
    try {
      // Every probed call is a GET (a unit test holds the probe table to it).
      const verdict = judge(call, await api.get(call.path, { query, alert: false, retry: false }));
      if ('problems' in verdict) return { call, result: 'mismatch', problems: verdict.problems };
      answers.set(call, verdict.data);
      return { call, result: 'answered' };
    } catch (error) {
      return { call, result: 'failed', problem: failure(error) };
    }
  }

  /** Logs the member in with the app's encrypted login; says why member calls are skipped when it cannot. */
  async function logIn(member: NonNullable<CheckTarget['member']>): Promise<{ outcome: Outcome; skip?: string }> {
    const body = {
      type: 'username',
      isSms: false,
      username: member.username,
      password: member.password,
      loginDeviceId: randomUUID(),
      isOfficialAppLogin: false,
    };
    let value: unknown;
    try {
      value = await postLogin(api, body, { alert: false });
    } catch (error) {
      const unanswerable = isApiError(error) ? UNANSWERABLE_LOGIN.get(error.errorCode ?? '') : undefined;
      if (unanswerable)
        return { outcome: { call: loginCall, result: 'skipped', reason: unanswerable }, skip: unanswerable };
      const problem = failure(error);
      return { outcome: { call: loginCall, result: 'failed', problem }, skip: `the login failed (${problem})` };
    }
    const verdict = judge(loginCall, value);
    const given = (value as { token?: unknown } | null)?.token;
    if (typeof given === 'string' && given) token = given;
    const outcome: Outcome =
      'problems' in verdict
        ? { call: loginCall, result: 'mismatch', problems: verdict.problems }
        : { call: loginCall, result: 'answered' };
    return token ? { outcome } : { outcome, skip: 'the login answered no token' };
  }

  const made = deps.calls.filter((call) => !call.changesState);
  const ordered = [
    ...[...deps.probes.keys()].filter((call) => made.includes(call)),
    ...made.filter((call) => !deps.probes.has(call)),
  ];
  const outcomes: Outcome[] = [];
  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    deps.onOutcome?.(outcome);
  };
  for (const call of ordered.filter((call) => !call.member)) record(await probe(call));
  let memberSkip = NO_MEMBER;
  if (target.member) {
    const login = await logIn(target.member);
    record(login.outcome);
    memberSkip = login.skip ?? '';
  }
  for (const call of ordered.filter((call) => call.member))
    record(memberSkip ? { call, result: 'skipped', reason: memberSkip } : await probe(call));
  const changingState = deps.calls.filter((call) => call.changesState && !outcomes.some((o) => o.call === call));
  return { outcomes, changingState };
}
