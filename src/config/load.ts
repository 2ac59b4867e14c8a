import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { listMerchantCodes } from './folders.mjs';
import { merchantSchema, type Merchant } from './schema/merchant';
import { HOST_LABEL } from './schema/primitives';

export const MERCHANT_FILE = 'merchant.json';

export interface LoadResult {
  /** Merchants whose settings are valid, sorted by code. */
  merchants: Merchant[];
  /** Every problem, one line each: `<file>: <field path>: <what is wrong>`. */
  problems: string[];
}

const display = (file: string) => relative(process.cwd(), file) || file;

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `is required (${issue.expected})`;
  if (issue.code === 'unrecognized_keys') return `unknown setting ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling)`;
  return issue.message;
}

function fieldPath(base: PropertyKey[], issue: z.core.$ZodIssue): string {
  const path = [...base, ...issue.path].map(String).join('.');
  return path || '(top level)';
}

/** Reads and validates one merchant folder; problems are pushed, never thrown. */
export function loadMerchant(dir: string, code: string, problems: string[]): Merchant | undefined {
  const file = join(dir, code, MERCHANT_FILE);
  const where = display(file);
  const before = problems.length;
  if (!HOST_LABEL.test(code)) {
    problems.push(`${where}: code: "${code}" is not a valid folder/host label: use 1-63 of a-z, 0-9 and "-", not starting or ending with "-"`);
  }
  if (!existsSync(file)) {
    problems.push(`${where}: (file): missing; every merchant folder needs a ${MERCHANT_FILE}`);
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${where}: (file): not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
  const parsed = merchantSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${where}: ${fieldPath([], issue)}: ${describeIssue(issue)}`);
    return undefined;
  }
  for (const [field, path] of Object.entries(parsed.data.template)) {
    if (typeof path === 'string' && path.startsWith('assets/') && !existsSync(join(dir, code, path))) {
      problems.push(`${where}: template.${field}: file not found: ${display(join(dir, code, path))}`);
    }
  }
  return problems.length === before ? { code, ...parsed.data } : undefined;
}

/** Reports a host name claimed by more than one merchant, at each later claim. */
function findDuplicateDomains(dir: string, merchants: Merchant[], problems: string[]): void {
  const owner = new Map<string, string>();
  for (const merchant of merchants) {
    merchant.domains.forEach((host, index) => {
      const first = owner.get(host);
      if (first) {
        problems.push(`${display(join(dir, merchant.code, MERCHANT_FILE))}: domains.${index}: "${host}" is already served by merchant "${first}"`);
      } else owner.set(host, merchant.code);
    });
  }
}

/** Loads every merchant folder under `dir` (or only `codes`) and validates all of them together. */
export function loadMerchants(dir: string, codes?: string[]): LoadResult {
  const problems: string[] = [];
  const all = listMerchantCodes(dir);
  for (const code of codes ?? []) {
    if (!all.includes(code)) problems.push(`${display(join(dir, code))}: (folder): unknown merchant "${code}"; merchants are: ${all.join(', ') || 'none'}`);
  }
  const loaded = all.map((code) => loadMerchant(dir, code, problems)).filter((m): m is Merchant => Boolean(m));
  findDuplicateDomains(dir, loaded, problems);
  const selected = codes ? loaded.filter((m) => codes.includes(m.code)) : loaded;
  if (all.length === 0) problems.push(`${display(dir)}: (folder): no merchant folders found`);
  return { merchants: selected, problems };
}
