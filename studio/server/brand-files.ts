// A brand file uploaded from the studio: checked as the build checks it (type, size, dimensions, SVG safety)
// under a hidden name in the merchant's assets/, and renamed to its own name only when it passes.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageProblems } from '../../src/build/asset-images';
import { assetFileProblems } from '../../src/build/assets';
import { merchantFile } from '../../src/build/load';
import { assetPath } from '../../src/config/schema/primitives';
import { brandFileFindings } from '../../scripts/lib/validate';
import { merchantForm } from './form-model';
import { merchantFolder } from './merchant-files';
import { StudioError } from './guard';

/** The template fields that name a brand file, as the form shows them. */
const BRAND_FIELDS = merchantForm()
  .flatMap((group) => group.fields)
  .flatMap((field) => field.fields ?? [])
  .filter((field) => field.control === 'brandFile' && field.path.startsWith('template.'))
  .map((field) => field.key);

export interface Upload {
  /** The setting's value: "assets/<name>". */
  path: string;
  problems: string[];
  warnings: string[];
}

/** "assets/<name>", and what is wrong with it as the setting's value (the schema's words). */
function brandPath(merchantsDir: string, code: string, field: string, name: string) {
  const where = `${merchantFile(merchantsDir, code)}: template.${field}`;
  if (!BRAND_FIELDS.includes(field))
    throw new StudioError(404, `${where}: not a brand file setting; they are: ${BRAND_FIELDS.join(', ')}`);
  const value = `assets/${name}`;
  const checked = assetPath.safeParse(value);
  return { value, problem: checked.success ? undefined : `${where}: ${checked.error.issues[0]!.message}` };
}

/** Checks `bytes` as the brand file of template.`field` named `name`, and writes it there if it passes. */
export async function uploadBrandFile(
  merchantsDir: string,
  code: string,
  field: string,
  name: string,
  bytes: Buffer,
): Promise<Upload> {
  const folder = merchantFolder(merchantsDir, code);
  const { value, problem } = brandPath(merchantsDir, code, field, name);
  if (problem) return { path: value, problems: [problem], warnings: [] };
  await mkdir(path.join(folder, 'assets'), { recursive: true });
  const staged = `assets/.upload-${randomBytes(6).toString('hex')}-${name}`;
  const stagedFile = path.join(folder, staged);
  try {
    await writeFile(stagedFile, bytes, { flag: 'wx' });
    const fileProblems = assetFileProblems(folder, staged);
    const image = fileProblems.length ? { problems: [], warnings: [] } : await imageProblems(stagedFile, field);
    const { problems, warnings } = brandFileFindings(merchantsDir, code, field, value, {
      problems: [...fileProblems, ...image.problems],
      warnings: image.warnings,
    });
    if (!problems.length) await rename(stagedFile, path.join(folder, value));
    return { path: value, problems, warnings };
  } finally {
    await rm(stagedFile, { force: true });
  }
}

const TYPES: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml' };

/** A brand file of the merchant, for the form's thumbnail; undefined when there is none by that name. */
export async function readBrandFile(merchantsDir: string, code: string, name: string) {
  const folder = merchantFolder(merchantsDir, code);
  if (!assetPath.safeParse(`assets/${name}`).success) return undefined;
  const file = path.join(folder, 'assets', name);
  // Only a file the build would take: no link out of assets/, no oversized file, no SVG that runs code.
  if (assetFileProblems(folder, `assets/${name}`).length) return undefined;
  return { bytes: await readFile(file), type: TYPES[path.extname(name).toLowerCase()]! };
}
