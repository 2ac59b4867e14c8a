// The build panel's view of the gallery's comparison: the changes of the merchants it built, and their diffs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { galleryShot, shotChanges } from '../server/builds';
import { galleryChanges } from '../../scripts/lib/gallery-changes';

const dir = mkdtempSync(path.join(tmpdir(), 'studio-gallery-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const merchantsDir = path.join(dir, 'merchants');
const distDir = path.join(dir, 'dist');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
for (const code of ['luckystar', 'siamarena']) write(path.join(merchantsDir, code, 'merchant.json'), '{}');
write(path.join(distDir, 'gallery/luckystar/home.png'), 'shot');
write(path.join(distDir, 'gallery/luckystar/diff/home.png'), 'diff');
const luckystar = {
  status: 'changed' as const,
  shots: { home: { status: 'changed' as const, ratio: 0.04, diff: 'luckystar/diff/home.png' } },
};
const siamarena = { status: 'unchanged' as const, shots: { home: { status: 'unchanged' as const, ratio: 0 } } };

describe("the build panel's screenshot changes", () => {
  it('are those of the merchants built, from the changes.json the gallery wrote', () => {
    expect(shotChanges(distDir, ['luckystar'])).toEqual({});
    write(
      path.join(distDir, 'gallery/changes.json'),
      JSON.stringify(galleryChanges({ luckystar, siamarena }, 0.0005, 'now')),
    );
    expect(shotChanges(distDir, ['luckystar'])).toEqual({ luckystar });
    expect(shotChanges(distDir, ['luckystar', 'goldcoast'])).toEqual({ luckystar });
  });

  it('serve a screen and its diff image, and nothing outside the gallery’s screens', () => {
    expect(galleryShot(merchantsDir, distDir, 'luckystar', 'home')?.toString()).toBe('shot');
    expect(galleryShot(merchantsDir, distDir, 'luckystar', 'home.diff')?.toString()).toBe('diff');
    expect(galleryShot(merchantsDir, distDir, 'luckystar', 'login.diff')).toBeUndefined();
    expect(galleryShot(merchantsDir, distDir, 'luckystar', 'diff/home')).toBeUndefined();
    expect(galleryShot(merchantsDir, distDir, 'luckystar', '..%2Fhome.diff')).toBeUndefined();
    expect(() => galleryShot(merchantsDir, distDir, '..', 'home.diff')).toThrow('no merchant ".."');
  });
});
