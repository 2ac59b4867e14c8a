// The studio checks the same brand images again and again (the list on each visit, the form on each change):
// each image's findings are kept while its file is unchanged (same size and modification time).
import { stat } from 'node:fs/promises';
import { imageProblems } from '../../src/build/asset-images';
import type { ImageChecker } from '../../scripts/lib/validate';

export function rememberedImageChecks(): ImageChecker {
  const known = new Map<string, { stamp: string; findings: ReturnType<ImageChecker> }>();
  return async (file, field) => {
    const key = `${field}\0${file}`;
    const stamp = await stat(file).then(
      ({ size, mtimeMs }) => `${size}:${mtimeMs}`,
      () => undefined,
    );
    const kept = known.get(key);
    if (stamp !== undefined && kept?.stamp === stamp) return kept.findings;
    const findings = imageProblems(file, field);
    if (stamp === undefined) return findings;
    known.set(key, { stamp, findings });
    return findings;
  };
}
