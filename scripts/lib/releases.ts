// dist/ changes as one build: each build writes a whole release folder beside it (the sites it built, the
// others carried over as hard links, the report, the state, nginx/), then publishes it by replacing the dist/
// symlink in one rename. A build killed at any moment leaves the old release published, whole.
// Node's own modules only.
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the releases of `outDir` live: a hidden folder beside it, on the same file system (rename needs it). */
export const releasesDirOf = (outDir: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}-releases`);

/** Set while a plain dist/ folder is being turned into the first release: the release it became. */
const ADOPTING = '.adopting';
const NEXT_LINK = '.next';

const isSymlink = (file: string) => {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
};

/** The published release's folder, or undefined when nothing is published. */
export function publishedRelease(outDir: string): string | undefined {
  if (isSymlink(outDir)) return path.resolve(path.dirname(outDir), readlinkSync(outDir));
  return existsSync(outDir) ? outDir : undefined;
}

/**
 * Makes `outDir` a symlink to a release. A plain folder (built before releases, or a CI download) is moved
 * into the releases as it is; a move interrupted before its symlink existed is finished here.
 */
export async function adoptPublished(outDir: string, releasesDir: string): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  const marker = path.join(releasesDir, ADOPTING);
  if (existsSync(marker)) {
    const adopted = (await readFile(marker, 'utf8')).trim();
    if (!existsSync(outDir) && !isSymlink(outDir) && existsSync(path.join(releasesDir, adopted)))
      await symlink(path.relative(path.dirname(outDir), path.join(releasesDir, adopted)), outDir);
    await rm(marker);
  }
  if (isSymlink(outDir) || !existsSync(outDir)) return;
  const id = `adopted-${Date.now()}`;
  await writeFile(marker, id);
  await rename(outDir, path.join(releasesDir, id));
  await symlink(path.relative(path.dirname(outDir), path.join(releasesDir, id)), outDir);
  await rm(marker);
}

/** Publishes `release` as `outDir` in one rename (a symlink replacing a symlink). */
export async function publish(outDir: string, release: string): Promise<void> {
  const next = path.join(path.dirname(release), NEXT_LINK);
  await rm(next, { force: true });
  await symlink(path.relative(path.dirname(outDir), release), next);
  if (process.env.BUILD_TEST_KILL_AT === 'publish') process.kill(process.pid, 'SIGKILL');
  await rename(next, outDir);
}

/** Removes every release but the published one, and what killed builds left (their partial releases). */
export async function pruneReleases(outDir: string, releasesDir: string, keep: ReadonlySet<string> = new Set()) {
  const published = publishedRelease(outDir);
  for (const name of await readdir(releasesDir).catch(() => [])) {
    const dir = path.join(releasesDir, name);
    if (dir === published || keep.has(name)) continue;
    if (isSymlink(dir)) await unlink(dir);
    else await rm(dir, { recursive: true, force: true });
  }
}
