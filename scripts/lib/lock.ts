// One build at a time per output folder: a second build waits for the first instead of sharing its staging.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, uptime } from 'node:os';
import path from 'node:path';

export const LOCK_DIR = '.build-lock';
const OWNER_FILE = 'owner.json';

type LockOwner = { pid: number; host: string; startedAt: number };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether the build that wrote `owner` can still be running. A lock from another machine (restored from a
 * CI cache, say) or from before this machine started cannot be: its pid means nothing here.
 * @param owner as read back from the lock, so any field may be missing
 */
export function ownerIsRunning(owner: Partial<LockOwner> | undefined, now = Date.now()) {
  if (!owner?.pid || owner.host !== hostname() || owner.startedAt === undefined) return false;
  if (!(owner.startedAt > now - uptime() * 1000)) return false;
  return alive(owner.pid);
}

/**
 * Takes `<dir>/.build-lock` (the build takes it in dist/'s releases folder), waiting up to `timeoutMs` for a running build; a stale lock is taken over.
 * @returns releases the lock
 */
export async function acquireBuildLock(
  outDir: string,
  { timeoutMs = 600_000, onWait = () => {} }: { timeoutMs?: number; onWait?: (pid: number | string) => void } = {},
): Promise<() => Promise<void>> {
  const lock = path.join(outDir, LOCK_DIR);
  await mkdir(outDir, { recursive: true });
  const started = Date.now();
  for (let waited = false; ; waited = true) {
    try {
      await mkdir(lock);
      await writeFile(
        path.join(lock, OWNER_FILE),
        JSON.stringify({ pid: process.pid, host: hostname(), startedAt: Date.now() }),
      );
      return async () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner: Partial<LockOwner> | undefined = await readFile(path.join(lock, OWNER_FILE), 'utf8')
        .then(JSON.parse)
        .catch(() => undefined);
      // A lock just made has no owner file yet: give its build a moment to write it.
      if (owner ? !ownerIsRunning(owner) : waited && Date.now() - started > 5_000) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(`another build (pid ${owner?.pid ?? '?'} on ${owner?.host ?? '?'}) holds ${lock}`);
      if (!waited) onWait(owner?.pid ?? '?');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
