// Everything the build and check:merchants validate for the merchants asked for: settings, the rules across
// merchants, the decoded brand images and the sandbox's sample data.
import path from 'node:path';
import { imageProblems } from '../../src/build/asset-images';
import { contrastProblems } from '../../src/build/brand-colours';
import { assetFields, loadMerchants, merchantFile } from '../../src/build/load';
import { loadSandboxData } from '../../sandbox/data/load';
import type { Merchant } from '../../src/config/schema/merchant';

/** @param codes the merchants asked for; all when undefined */
export async function validateMerchants(
  merchantsDir: string,
  codes: string[] | undefined,
): Promise<{ merchants: Merchant[]; problems: string[]; warnings: Record<string, string[]> }> {
  const { merchants, problems, all } = loadMerchants(merchantsDir, codes);
  const warnings: Record<string, string[]> = {};
  for (const merchant of merchants) {
    const where = merchantFile(merchantsDir, merchant.code);
    const own: string[] = [];
    warnings[merchant.code] = own;
    for (const [field, assetPath] of assetFields(merchant)) {
      const check = await imageProblems(path.join(merchantsDir, merchant.code, assetPath), field);
      problems.push(...check.problems.map((problem) => `${where}: template.${field}: ${assetPath}: ${problem}`));
      own.push(...check.warnings.map((warning) => `${where}: template.${field}: ${assetPath}: ${warning}`));
    }
    // Unreadable colours still build (ops may be mid-rebrand), but every run says so.
    own.push(...contrastProblems(merchant).map((problem) => `${where}: ${problem} (WCAG AA)`));
    // The sandbox serves this sample data on `npm start`; a broken file would stop it after a good build.
    loadSandboxData(merchantsDir, merchant, all, problems);
  }
  return { merchants, problems, warnings };
}
