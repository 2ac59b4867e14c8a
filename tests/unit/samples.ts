// Copies of the sample merchants in a temporary folder, to break one setting or file at a time.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

const SAMPLES = path.resolve('merchants');
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A merchants folder with copies of the samples; `file(code, name)` is a path inside it. */
export function samples() {
  const dir = mkdtempSync(path.join(tmpdir(), 'merchants-'));
  dirs.push(dir);
  cpSync(SAMPLES, dir, { recursive: true });
  const shown = path.relative(process.cwd(), dir);
  const file = (code: string, name = 'merchant.json') => path.join(dir, code, name);
  const edit = (code: string, change: (settings: any) => void) => {
    const settings = JSON.parse(readFileSync(file(code), 'utf8'));
    change(settings);
    writeFileSync(file(code), JSON.stringify(settings, null, 2));
  };
  return { dir, file, edit, where: (code: string, name = 'merchant.json') => `${shown}/${code}/${name}` };
}
