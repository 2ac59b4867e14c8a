// Issue 10 defect 10: a lock restored from a cache, or left before a restart, never stalls a build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireBuildLock, ownerIsRunning } from '../../../scripts/lib/lock';

let outDir: string;
afterEach(() => rmSync(outDir, { recursive: true, force: true }));
const leaveLock = (owner: object) => {
  outDir = mkdtempSync(path.join(tmpdir(), 'lock-'));
  mkdirSync(path.join(outDir, '.build-lock'));
  writeFileSync(path.join(outDir, '.build-lock/owner.json'), JSON.stringify(owner));
};

describe('the build lock', () => {
  it('takes over a lock written on another machine, even when its pid is alive here', async () => {
    leaveLock({ pid: process.pid, host: 'ci-runner-elsewhere', startedAt: Date.now() - 60_000 });
    const release = await acquireBuildLock(outDir, { timeoutMs: 1_000 });
    await release();
  });

  it('takes over a lock of this machine written before it started', () => {
    expect(ownerIsRunning({ pid: process.pid, host: hostname(), startedAt: Date.now() - 400 * 24 * 3600_000 })).toBe(
      false,
    );
    expect(ownerIsRunning({ pid: process.pid, host: hostname(), startedAt: Date.now() })).toBe(true);
  });

  it('waits for a build that is really running', async () => {
    leaveLock({ pid: process.pid, host: hostname(), startedAt: Date.now() });
    await expect(acquireBuildLock(outDir, { timeoutMs: 600 })).rejects.toThrow(/another build \(pid \d+ on .+\) holds/);
  });
});
