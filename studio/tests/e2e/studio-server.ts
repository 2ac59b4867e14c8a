// The studio for the e2e tests: `npm run studio` on a copy of the sample merchants and of their built sites
// (npm start, the first web server, built them), so nothing the tests create or save touches merchants/.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

export const STUDIO_E2E_DIR = path.resolve('.build/studio-e2e');

rmSync(STUDIO_E2E_DIR, { recursive: true, force: true });
cpSync('merchants', path.join(STUDIO_E2E_DIR, 'merchants'), { recursive: true });
// The files of the published release, not its symlink: a later release prunes the folder the link names.
cpSync('dist', path.join(STUDIO_E2E_DIR, 'dist'), {
  recursive: true,
  dereference: true,
  filter: (source) => !source.includes(`${path.sep}gallery`),
});
const studio = spawn(
  'node',
  [
    '--import',
    'tsx',
    'studio/server/main.ts',
    '--merchants-dir',
    path.join(STUDIO_E2E_DIR, 'merchants'),
    '--out',
    path.join(STUDIO_E2E_DIR, 'dist'),
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => studio.kill(signal));
studio.once('exit', (code) => process.exit(code ?? 0));
