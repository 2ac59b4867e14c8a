// The command line of `npm run check:operator`: its arguments, the merchant, the report and the exit code
// (0 every answer as expected, 1 a mismatch or failure, 2 a usage error).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadMerchant } from '../../src/build/load';
import type { Merchant } from '../../src/config/schema/merchant';
import type { OperatorCall } from '../../src/lib/api/call';
import { collectDeclaredCalls } from './declared-calls';
import { loopbackFetch } from './loopback-fetch';
import { checkOperator, type CheckReport, type CheckTarget, type Outcome } from './operator-check';
import { PROBES } from './operator-probes';

const USAGE =
  'usage: npm run check:operator -- <base URL> --merchant <merchantCode or merchant folder> [--user <name> --password <password>]';
const FOLDER_CODE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MERCHANT_CODE = /^[A-Za-z0-9_-]{2,32}$/;
/** Text from the API or the command line is cut here: a report line stays readable. */
const MAX_TEXT = 300;

export interface CheckIo {
  out: (line: string) => void;
  err: (line: string) => void;
  fetch: typeof fetch;
  merchantsDir: string;
}

/** The terminal, the network (loopback for *.localhost) and ./merchants: what both operator commands use. */
export const defaultIo: CheckIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  fetch: loopbackFetch,
  merchantsDir: path.resolve('merchants'),
};

export class UsageError extends Error {}

/**
 * Text made safe for a terminal: control, bidirectional and invisible characters from a hostile answer or
 * argument are shown as \u{..} escapes (they could rewrite or hide report lines), and long text is cut.
 */
export function printable(text: string): string {
  const cut = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}...` : text;
  return cut.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}

/** The API's base URL: http(s), no query, fragment or credentials; a path prefix is kept. */
export function baseUrlOf(text: string | undefined): URL {
  if (!text) throw new UsageError('the base URL of the operator API is missing (like https://api.example.com)');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`base URL: "${printable(text)}" is not a URL (like https://api.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UsageError(`base URL: "${printable(text)}" must start with https:// or http://`);
  if (url.search || url.hash || url.username || url.password)
    throw new UsageError(`base URL: "${printable(text)}" must carry no query, fragment or user name`);
  return url;
}

/** --merchant names a folder of merchants/ (its merchantCode and settings) or is the merchantCode itself. */
function merchantOf(value: string | undefined, merchantsDir: string): { merchantCode: string; merchant?: Merchant } {
  if (!value) throw new UsageError('--merchant is missing: give the merchantCode or the merchant folder');
  if (FOLDER_CODE.test(value) && existsSync(path.join(merchantsDir, value, 'merchant.json'))) {
    const problems: string[] = [];
    const merchant = loadMerchant(merchantsDir, value, problems);
    if (!merchant)
      throw new UsageError(`--merchant ${value}: the folder has problems:\n${problems.map(printable).join('\n')}`);
    return { merchantCode: merchant.merchantCode, merchant };
  }
  if (!MERCHANT_CODE.test(value))
    throw new UsageError(
      `--merchant: "${printable(value)}" is no folder of ${merchantsDir} and no merchantCode (2-32 of letters, digits, "_" and "-")`,
    );
  return { merchantCode: value };
}

function targetOf(argv: readonly string[], merchantsDir: string): CheckTarget {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { merchant: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(printable((error as Error).message));
  }
  const { positionals, values } = parsed;
  if (positionals.length > 1)
    throw new UsageError(`one base URL, not ${positionals.length}: ${positionals.map(printable).join(' ')}`);
  const baseUrl = baseUrlOf(positionals[0]);
  const { merchantCode, merchant } = merchantOf(values.merchant, merchantsDir);
  if ((values.user === undefined) !== (values.password === undefined))
    throw new UsageError('--user and --password go together: give both for the member calls, or neither');
  return {
    baseUrl,
    merchantCode,
    merchant,
    language: merchant?.languages.default ?? 'EN',
    member: values.user !== undefined ? { username: values.user, password: values.password ?? '' } : undefined,
  };
}

const named = (call: OperatorCall) => `${call.method} ${call.path}`;

/** The lines of one outcome: one per field problem of a mismatch; a skip's reason once for a run of them. */
function outcomeLines(outcome: Outcome, previous: Outcome | undefined): string[] {
  const call = named(outcome.call);
  switch (outcome.result) {
    case 'answered':
      return [`ok        ${call}`];
    case 'mismatch':
      return outcome.problems.map((problem) => `mismatch  ${call}: ${printable(problem)}`);
    case 'failed':
      return [`failed    ${call}: ${printable(outcome.problem)}`];
    case 'skipped': {
      const same = previous?.result === 'skipped' && previous.reason === outcome.reason;
      return [`skipped   ${call}: ${same ? '(the same)' : printable(outcome.reason)}`];
    }
  }
}

/** The closing lines: what was never made, and the counts. */
function summaryLines(report: CheckReport): string[] {
  const count = (result: Outcome['result']) => report.outcomes.filter((outcome) => outcome.result === result).length;
  return [
    `${report.changingState.length} declared calls change state and were not made.`,
    `${count('answered')} calls answered as expected, ${count('mismatch') + count('failed')} did not, ${count('skipped')} skipped`,
  ];
}

/** Runs the check for argv (what follows `--`); resolves the exit code. */
export async function runCheckOperator(argv: readonly string[], io: CheckIo = defaultIo): Promise<number> {
  let target: CheckTarget;
  try {
    target = targetOf(argv, io.merchantsDir);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`check:operator: ${error.message}`);
    io.err(USAGE);
    return 2;
  }
  const member = target.member ? `, member ${printable(target.member.username)}` : ', no member';
  io.out(`check:operator ${target.baseUrl.href} (merchant ${target.merchantCode}${member})`);
  let previous: Outcome | undefined;
  const report = await checkOperator(target, {
    fetch: io.fetch,
    calls: await collectDeclaredCalls(),
    probes: PROBES,
    onOutcome: (outcome) => {
      for (const line of outcomeLines(outcome, previous)) io.out(line);
      previous = outcome;
    },
  });
  for (const line of summaryLines(report)) io.out(line);
  return report.outcomes.some((outcome) => outcome.result === 'mismatch' || outcome.result === 'failed') ? 1 : 0;
}
