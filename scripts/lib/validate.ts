// Everything the build and check:merchants validate for the merchants asked for: settings, the rules across
// merchants, the decoded brand images and the sandbox's sample data. The studio checks a form the same way.
import path from 'node:path';
import pLimit from 'p-limit';
import { imageProblems } from '../../src/build/asset-images';
import { contrastProblems } from '../../src/build/brand-colours';
import {
  assetFields,
  checkMerchantSettings,
  checkMerchantText,
  clashesWithExisting,
  loadMerchants,
  merchantFile,
} from '../../src/build/load';
import { categoryMismatches } from '../../sandbox/data/categories';
import { loadSandboxData } from '../../sandbox/data/load';
import type { Merchant } from '../../src/config/schema/merchant';

/** Four at once keep two cores busy (200 merchants: 12.2 s one by one, 4.8 s four at a time). */
const IMAGE_CHECKS_AT_ONCE = 4;

export interface Findings {
  /** Each `<file>: <field>: <what is wrong>`; any of them fails a build. */
  problems: string[];
  /** Each in the same form; a build goes on and reports them. */
  warnings: string[];
}

/** How a brand image is checked: decoded by the build's own rules (the studio remembers the answers). */
export type ImageChecker = typeof imageProblems;
type ImageCheck = Promise<{ field: string; assetPath: string; check: Awaited<ReturnType<ImageChecker>> }>;

const imageChecks = (
  merchantsDir: string,
  merchant: Merchant,
  checkImage: ImageChecker,
  limit = pLimit(IMAGE_CHECKS_AT_ONCE),
): ImageCheck[] =>
  assetFields(merchant).map(([field, assetPath]) =>
    limit(async () => ({
      field,
      assetPath,
      check: await checkImage(path.join(merchantsDir, merchant.code, assetPath), field),
    })),
  );

/** A brand file's findings in check:merchants' words: `<merchant.json>: template.<field>: <asset path>: <finding>`. */
export function brandFileFindings(
  merchantsDir: string,
  code: string,
  field: string,
  assetPath: string,
  { problems, warnings }: Findings,
): Findings {
  const where = `${merchantFile(merchantsDir, code)}: template.${field}: ${assetPath}`;
  return {
    problems: problems.map((problem) => `${where}: ${problem}`),
    warnings: warnings.map((warning) => `${where}: ${warning}`),
  };
}

/** What a merchant with valid settings may still get wrong: its brand images, colours and sample data. */
async function merchantFindings(
  merchantsDir: string,
  merchant: Merchant,
  all: Merchant[],
  images: ImageCheck[],
  { problems, warnings }: Findings,
) {
  const where = merchantFile(merchantsDir, merchant.code);
  for (const { field, assetPath, check } of await Promise.all(images)) {
    const found = brandFileFindings(merchantsDir, merchant.code, field, assetPath, check);
    problems.push(...found.problems);
    warnings.push(...found.warnings);
  }
  // Unreadable colours still build (ops may be mid-rebrand), but every run says so.
  warnings.push(...contrastProblems(merchant).map((problem) => `${where}: ${problem} (WCAG AA)`));
  // The sandbox serves this sample data on `npm start`; a broken file would stop it after a good build.
  const sample = loadSandboxData(merchantsDir, merchant, all, problems);
  // A warning, not a failure: folders made before `categories` existed offer every category by default.
  if (sample)
    warnings.push(...categoryMismatches(merchant.categories, sample).map((problem) => `${where}: ${problem}`));
}

/** @param codes the merchants asked for; all when undefined */
export async function validateMerchants(
  merchantsDir: string,
  codes: string[] | undefined,
  checkImage: ImageChecker = imageProblems,
): Promise<{ merchants: Merchant[]; problems: string[]; warnings: Record<string, string[]> }> {
  const { merchants, problems, all } = loadMerchants(merchantsDir, codes);
  const warnings: Record<string, string[]> = {};
  // Decoding the brand images is most of the work (sharp, off the main thread): several at once, and the
  // findings reported in the merchants' and fields' order.
  const limit = pLimit(IMAGE_CHECKS_AT_ONCE);
  const checks = merchants.map((merchant) => imageChecks(merchantsDir, merchant, checkImage, limit));
  for (const [index, merchant] of merchants.entries()) {
    const own: string[] = [];
    warnings[merchant.code] = own;
    await merchantFindings(merchantsDir, merchant, all, checks[index]!, { problems, warnings: own });
  }
  return { merchants, problems, warnings };
}

/** What the studio has of a merchant.json: settings from its form, or the file's text while it is not JSON. */
export type Draft = { settings: unknown } | { text: string };

/**
 * The findings for a merchants/<code>/merchant.json about to be written (the studio's form, or the file's
 * text as ops fix it), as `check:merchants` would report them once written: the same checks, in the same words.
 */
export async function validateDraft(
  merchantsDir: string,
  code: string,
  draft: Draft,
  checkImage: ImageChecker = imageProblems,
): Promise<Findings> {
  const findings: Findings = { problems: [], warnings: [] };
  const merchant =
    'text' in draft
      ? checkMerchantText(merchantsDir, code, draft.text, findings.problems)
      : checkMerchantSettings(merchantsDir, code, draft.settings, findings.problems);
  if (!merchant) return findings;
  findings.problems.push(...clashesWithExisting(merchantsDir, merchant));
  const others = loadMerchants(merchantsDir).all.filter((other) => other.code !== code);
  await merchantFindings(
    merchantsDir,
    merchant,
    [...others, merchant],
    imageChecks(merchantsDir, merchant, checkImage),
    findings,
  );
  return findings;
}
