// Everything the build and check:merchants validate for the merchants asked for: settings, the rules across
// merchants, the decoded brand images and the sandbox's sample data.
import path from 'node:path';
import pLimit from 'p-limit';
import { imageProblems } from '../../src/build/asset-images';
import { contrastProblems } from '../../src/build/brand-colours';
import { assetFields, loadMerchants, merchantFile } from '../../src/build/load';
import { categoryMismatches } from '../../sandbox/data/categories';
import { loadSandboxData } from '../../sandbox/data/load';
import type { Merchant } from '../../src/config/schema/merchant';

/** Four at once keep two cores busy (200 merchants: 12.2 s one by one, 4.8 s four at a time). */
const IMAGE_CHECKS_AT_ONCE = 4;

/** @param codes the merchants asked for; all when undefined */
export async function validateMerchants(
  merchantsDir: string,
  codes: string[] | undefined,
): Promise<{ merchants: Merchant[]; problems: string[]; warnings: Record<string, string[]> }> {
  const { merchants, problems, all } = loadMerchants(merchantsDir, codes);
  const warnings: Record<string, string[]> = {};
  // Decoding the brand images is most of the work (sharp, off the main thread): several at once, and the
  // findings reported in the merchants' and fields' order.
  const limit = pLimit(IMAGE_CHECKS_AT_ONCE);
  const checks = merchants.map((merchant) =>
    assetFields(merchant).map(([field, assetPath]) =>
      limit(async () => ({
        field,
        assetPath,
        check: await imageProblems(path.join(merchantsDir, merchant.code, assetPath), field),
      })),
    ),
  );
  for (const [index, merchant] of merchants.entries()) {
    const where = merchantFile(merchantsDir, merchant.code);
    const own: string[] = [];
    warnings[merchant.code] = own;
    for (const { field, assetPath, check } of await Promise.all(checks[index]!)) {
      problems.push(...check.problems.map((problem) => `${where}: template.${field}: ${assetPath}: ${problem}`));
      own.push(...check.warnings.map((warning) => `${where}: template.${field}: ${assetPath}: ${warning}`));
    }
    // Unreadable colours still build (ops may be mid-rebrand), but every run says so.
    own.push(...contrastProblems(merchant).map((problem) => `${where}: ${problem} (WCAG AA)`));
    // The sandbox serves this sample data on `npm start`; a broken file would stop it after a good build.
    const sample = loadSandboxData(merchantsDir, merchant, all, problems);
    // A warning, not a failure: folders made before `categories` existed offer every category by default.
    if (sample) own.push(...categoryMismatches(merchant.categories, sample).map((problem) => `${where}: ${problem}`));
  }
  return { merchants, problems, warnings };
}
