import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import CryptoJS from 'crypto-js';
import { getDomain } from 'tldts';
import { assetFileProblems } from './assets';
import { decryptCustomerServicePathWith, HTTP_PATH, SITE_PATH } from '../config/customer-service-path';
import { describeIssues } from './describe-issue';
import { listMerchantCodes } from './folders';
import { readStrictJson } from './read-json';
import { chatUrlProblem } from '../config/schema/links';
import { merchantSchema, type Merchant, type MerchantSettings } from '../config/schema/merchant';
import { HOST_LABEL, quote } from '../config/schema/primitives';

const MERCHANT_FILE = 'merchant.json';

export interface LoadResult {
  /** Merchants asked for whose settings are valid, sorted by code. */
  merchants: Merchant[];
  /** Every problem of the merchants asked for, one line each: `<file>: <field path>: <what is wrong>`. */
  problems: string[];
  /** Every valid merchant of the folder, asked for or not (for rules that span merchants). */
  all: Merchant[];
}

const display = (file: string) => relative(process.cwd(), file) || file;
export const merchantFile = (dir: string, code: string) => display(join(dir, code, MERCHANT_FILE));

/** The template fields that name a file in the merchant's assets/ folder, with that path. */
export const assetFields = (merchant: Pick<Merchant, 'template'>) =>
  Object.entries(merchant.template).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('assets/'),
  );

const DES_PARTS = { DES: CryptoJS.DES, Utf8: CryptoJS.enc.Utf8, ECB: CryptoJS.mode.ECB, Pkcs7: CryptoJS.pad.Pkcs7 };

/**
 * SPEC 3: an encrypted customer-service path is read by the page, and its origin by the policy, once
 * decrypted; so it must decrypt, and to a URL the schema would take as written.
 */
function encryptedPathProblems(merchant: Pick<MerchantSettings, 'customerService'>): string[] {
  return merchant.customerService.flatMap(({ path }, index) => {
    const value = path.trim();
    if (HTTP_PATH.test(value) || SITE_PATH.test(value)) return [];
    const field = `customerService.${index}.path`;
    const url = decryptCustomerServicePathWith(DES_PARTS, value);
    if (url === undefined)
      return [
        `${field}: does not decrypt to a readable URL (Base64 DES-ECB with its last 8 characters as the key); the chat would never open`,
      ];
    const problem = chatUrlProblem(url);
    return problem ? [`${field}: decrypts to ${quote(url)}: ${problem}`] : [];
  });
}

/**
 * Issue 27: a frame origin's "*." must stand below a domain someone owns ("*.vendor.co.uk"), never for every
 * site under a public suffix ("*.co.uk", "*.github.io"); browsers ignore such a wildcard in Permissions-Policy.
 */
function frameWildcardProblems(merchant: Pick<MerchantSettings, 'games'>): string[] {
  return merchant.games.frame.origins.flatMap((origin, index) => {
    const below = /^https:\/\/\*\.([^:]+)/.exec(origin)?.[1];
    if (below === undefined || getDomain(below, { allowPrivateDomains: true })) return [];
    return [
      `games.frame.origins.${index}: "${origin}" would frame every site under the public suffix "${below}"; name the vendor's own domain, like "https://*.vendor.example"`,
    ];
  });
}

/** Reads and validates one merchant folder; problems are pushed, never thrown. */
export function loadMerchant(dir: string, code: string, problems: string[]): Merchant | undefined {
  const file = join(dir, code, MERCHANT_FILE);
  const where = display(file);
  const before = problems.length;
  if (!existsSync(file)) {
    codeProblems(where, code, problems);
    problems.push(`${where}: (file): missing; every merchant folder needs a ${MERCHANT_FILE}`);
    return undefined;
  }
  const merchant = checkMerchantText(dir, code, readFileSync(file, 'utf8'), problems);
  return problems.length === before ? merchant : undefined;
}

/** Validates the text of merchants/<code>/merchant.json, as read from disk or as ops are fixing it (the studio). */
export function checkMerchantText(dir: string, code: string, text: string, problems: string[]): Merchant | undefined {
  const json = readStrictJson(text);
  if (json.value === undefined) {
    const where = merchantFile(dir, code);
    codeProblems(where, code, problems);
    for (const { field, message } of json.problems) problems.push(`${where}: ${field}: ${message}`);
    return undefined;
  }
  return checkMerchantSettings(dir, code, json.value, problems, json.problems);
}

function codeProblems(where: string, code: string, problems: string[]) {
  if (!HOST_LABEL.test(code))
    problems.push(
      `${where}: code: "${code}" is not a valid folder/host label: use 1-63 of a-z, 0-9 and "-", not starting or ending with "-"`,
    );
}

/**
 * Validates settings read from merchants/<code>/merchant.json, or about to be written there (the studio's
 * form), with the words `check:merchants` uses; the brand files are looked for in that folder.
 * @param jsonProblems what reading the file's text found (duplicate keys ...), reported in their place
 */
export function checkMerchantSettings(
  dir: string,
  code: string,
  value: unknown,
  problems: string[],
  jsonProblems: readonly { field: string; message: string }[] = [],
): Merchant | undefined {
  const where = merchantFile(dir, code);
  const before = problems.length;
  codeProblems(where, code, problems);
  for (const { field, message } of jsonProblems) problems.push(`${where}: ${field}: ${message}`);
  const parsed = merchantSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    for (const { field, message } of describeIssues(merchantSchema, parsed.error.issues))
      problems.push(`${where}: ${field}: ${message}`);
    return undefined;
  }
  for (const problem of encryptedPathProblems(parsed.data)) problems.push(`${where}: ${problem}`);
  for (const problem of frameWildcardProblems(parsed.data)) problems.push(`${where}: ${problem}`);
  for (const [field, path] of assetFields(parsed.data)) {
    for (const problem of assetFileProblems(join(dir, code), path))
      problems.push(`${where}: template.${field}: ${path}: ${problem}`);
  }
  return problems.length === before ? { code, ...parsed.data } : undefined;
}

/** What other merchants' rules need of a merchant whose settings may be broken: its claims, if readable. */
interface Claims {
  code: string;
  merchantCode?: string | undefined;
  domains: string[];
}

function readClaims(dir: string, code: string): Claims {
  try {
    const raw = JSON.parse(readFileSync(join(dir, code, MERCHANT_FILE), 'utf8').replace(/^\uFEFF/, '')) as {
      merchantCode?: unknown;
      domains?: unknown;
    };
    return {
      code,
      merchantCode: typeof raw.merchantCode === 'string' ? raw.merchantCode : undefined,
      domains: Array.isArray(raw.domains) ? raw.domains.filter((host): host is string => typeof host === 'string') : [],
    };
  } catch {
    return { code, domains: [] };
  }
}

/**
 * Rules across merchants: no host and no merchantCode (the Merchant header) belongs to two merchants.
 * Each clash is reported at both merchants, naming the other, so neither is blamed by sort order alone.
 */
function findClashes(dir: string, claims: Claims[], reported: (code: string) => boolean, problems: string[]): void {
  for (const a of claims) {
    if (!reported(a.code)) continue;
    for (const b of claims) {
      if (a === b) continue;
      a.domains.forEach((host, index) => {
        const other = b.domains.indexOf(host);
        if (other >= 0)
          problems.push(
            `${merchantFile(dir, a.code)}: domains.${index}: "${host}" is also listed by ${merchantFile(dir, b.code)} (domains.${other}); a host can serve one merchant only`,
          );
      });
      if (a.merchantCode && a.merchantCode.toUpperCase() === b.merchantCode?.toUpperCase()) {
        problems.push(
          `${merchantFile(dir, a.code)}: merchantCode: "${a.merchantCode}" is also the merchantCode of ${merchantFile(dir, b.code)}; it is the Merchant header of every API call, so each merchant needs its own`,
        );
      }
    }
  }
}

/** Clashes of a merchant not yet in `dir` (a new folder being made) with the merchants that are. */
export function clashesWithExisting(dir: string, candidate: Merchant): string[] {
  const problems: string[] = [];
  const claims = [
    ...listMerchantCodes(dir)
      .filter((code) => code !== candidate.code)
      .map((code) => readClaims(dir, code)),
    candidate,
  ];
  findClashes(dir, claims, (code) => code === candidate.code, problems);
  return problems;
}

/**
 * Loads the merchant folders under `dir` and validates the ones asked for (`codes`, or all of them),
 * together with the rules across merchants that involve them: another merchant's broken settings never
 * block the merchants asked for.
 */
export function loadMerchants(dir: string, codes?: string[]): LoadResult {
  const problems: string[] = [];
  const every = listMerchantCodes(dir);
  for (const code of codes ?? []) {
    if (!every.includes(code))
      problems.push(
        `${display(join(dir, code))}: (folder): unknown merchant "${code}"; merchants are: ${every.join(', ') || 'none'}`,
      );
  }
  const asked = (code: string) => !codes || codes.includes(code);
  // Merchants not asked for are still read, quietly, for the rules across merchants.
  const all = every
    .map((code) => loadMerchant(dir, code, asked(code) ? problems : []))
    .filter((m): m is Merchant => Boolean(m));
  const claims = every.map((code) => all.find((m) => m.code === code) ?? readClaims(dir, code));
  findClashes(dir, claims, asked, problems);
  if (every.length === 0) problems.push(`${display(dir)}: (folder): no merchant folders found`);
  return { merchants: all.filter((m) => asked(m.code)), problems, all };
}
