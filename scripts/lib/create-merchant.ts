// A new merchant folder (merchant.json, sandbox.json, assets/), as `npm run new:merchant` and the studio make
// it: written to a hidden folder, checked as the build checks it, and renamed into place only when valid.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSandboxData } from '../../sandbox/data/load';
import { clashesWithExisting, loadMerchant, loadMerchants, merchantFile } from '../../src/build/load';
import { HOST_LABEL } from '../../src/config/schema/primitives';
import { assetFiles, formattedJson, merchantJson, sandboxJson, type ScaffoldAnswers } from './scaffold';

/** The answers `new:merchant` asks for, a missing one defaulted as it defaults them off a terminal. */
export function defaultAnswers(code: string, given: Partial<Omit<ScaffoldAnswers, 'code'>> = {}): ScaffoldAnswers {
  const titleCase = code
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
  return {
    code,
    name: given.name ?? titleCase,
    domain: given.domain ?? `${code}.example`,
    primary: given.primary ?? '#1f6feb',
    accent: given.accent ?? '#ffb000',
    language: given.language ?? 'EN',
    merchantCode: given.merchantCode,
  };
}

/**
 * Creates merchants/<code>/; returns the problems that kept it from being made (nothing is left behind), in
 * the words `check:merchants` uses for the folder it would be.
 */
export async function createMerchant(merchantsDir: string, answers: ScaffoldAnswers): Promise<string[]> {
  const { code } = answers;
  const target = path.join(merchantsDir, code);
  // Checked before any path is made of it: "../x" would name a folder outside merchants/.
  if (!HOST_LABEL.test(code))
    return [
      `${merchantFile(merchantsDir, code)}: code: "${code}" is not a valid folder/host label: use 1-63 of a-z, 0-9 and "-", not starting or ending with "-"`,
    ];
  if (existsSync(target)) return [`${path.relative(process.cwd(), target)} already exists; choose another code`];
  const stagingRoot = path.join(merchantsDir, `.new-${process.pid}-${code}`);
  const staging = path.join(stagingRoot, code);
  try {
    await mkdir(path.join(staging, 'assets'), { recursive: true });
    for (const [name, value] of [
      ['merchant.json', merchantJson(answers)],
      ['sandbox.json', sandboxJson(answers)],
    ] as const)
      await writeFile(path.join(staging, name), await formattedJson(path.join(staging, name), value));
    for (const [name, content] of Object.entries(assetFiles(answers)))
      await writeFile(path.join(staging, 'assets', name), content);
    const problems: string[] = [];
    const merchant = loadMerchant(stagingRoot, code, problems);
    // Two merchants must never share a domain or the Merchant header.
    if (merchant) problems.push(...clashesWithExisting(merchantsDir, merchant));
    // As `npm start` will read it: sample data that names another merchant is refused there too.
    if (merchant) loadSandboxData(stagingRoot, merchant, [...loadMerchants(merchantsDir).all, merchant], problems);
    if (problems.length) {
      const shown = path.relative(process.cwd(), stagingRoot);
      return problems.map((problem) => problem.replace(shown, path.relative(process.cwd(), merchantsDir)));
    }
    await rename(staging, target);
    return [];
  } finally {
    await rm(stagingRoot, { recursive: true, force: true });
  }
}
