// One build at a time per output folder: a second build waits for the first instead of sharing its staging.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Takes `<outDir>/.build-lock`, waiting up to `timeoutMs` for a running build; a dead owner's lock is taken over. */
export async function acquireBuildLock(outDir, { timeoutMs = 600_000, onWait = () => {} } = {}) {
  const lock = path.join(outDir, '.build-lock');
  await mkdir(outDir, { recursive: true });
  const started = Date.now();
  for (let waited = false; ; waited = true) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      return async () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      if (owner && !alive(owner)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`another build (pid ${owner || '?'}) holds ${lock}`);
      if (!waited) onWait(owner);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
