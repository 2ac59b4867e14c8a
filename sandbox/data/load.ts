// Loads and validates every merchant's sandbox.json; each problem names the file and the field.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describeIssues } from '../../src/build/describe-issue';
import { readStrictJson } from '../../src/build/read-json';
import type { Merchant } from '../../src/config/schema/merchant';
import { sandboxDataSchema, type SandboxData } from './schema';

const SANDBOX_FILE = 'sandbox.json';

/** A merchant without a sandbox.json (a freshly scaffolded one) gets empty lists, and still works. */
const EMPTY_DATA: SandboxData = {
  vendors: [],
  categories: [],
  games: [],
  hotGameIds: [],
  recentGameIds: [],
  favoriteGameIds: [],
  banners: [],
  announcements: [],
  serviceNotices: [],
  promotionCategories: [],
  promotions: [],
  availablePromotions: [],
  promoCodeEnabled: false,
  downloads: [],
  customerService: [],
  telegram: null,
  countries: [],
  gameMatches: [],
  domainRoute: { speedDomains: [], affiliates: [] },
  rankList: [],
  users: [],
};

const display = (file: string) => relative(process.cwd(), file) || file;

/** Merchant isolation (ARCHITECTURE): one merchant's sample data never names another merchant. */
function otherMerchantNames(text: string, merchant: Merchant, all: Merchant[]): string[] {
  const lower = text.toLowerCase();
  return all
    .filter((other) => other.code !== merchant.code)
    .flatMap((other) => [other.code, other.name, other.merchantCode, ...other.domains])
    .filter((needle) => lower.includes(needle.toLowerCase()));
}

/** Reads one merchant's sandbox.json; problems are pushed, never thrown. */
export function loadSandboxData(
  merchantsDir: string,
  merchant: Merchant,
  all: Merchant[],
  problems: string[],
): SandboxData | undefined {
  const file = join(merchantsDir, merchant.code, SANDBOX_FILE);
  const where = display(file);
  if (!existsSync(file)) return EMPTY_DATA;
  const text = readFileSync(file, 'utf8');
  const before = problems.length;
  const json = readStrictJson(text);
  for (const { field, message } of json.problems) problems.push(`${where}: ${field}: ${message}`);
  if (json.value === undefined) return undefined;
  for (const needle of otherMerchantNames(text, merchant, all)) {
    problems.push(
      `${where}: (file): names another merchant ("${needle}"); each merchant's sample data must stay its own`,
    );
  }
  const parsed = sandboxDataSchema.safeParse(json.value, { reportInput: true });
  if (!parsed.success) {
    for (const { field, message } of describeIssues(sandboxDataSchema, parsed.error.issues))
      problems.push(`${where}: ${field}: ${message}`);
    return undefined;
  }
  return problems.length === before ? parsed.data : undefined;
}

export class SandboxDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The sandbox's sample data is invalid:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'SandboxDataError';
  }
}
