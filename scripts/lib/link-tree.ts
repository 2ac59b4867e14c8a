// Hard links instead of copies for files that are never rewritten in place: the shared hashed assets, cached
// icons, and a published release's files carried into the next one. Node's own modules only.
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** A hard link where the file system allows one, else a copy; the target's folder exists. */
const linkFile = (source: string, target: string) =>
  link(source, target).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
    return copyFile(source, target);
  });

/** A hard link where the file system allows one, else a copy. */
export async function linkOrCopy(source: string, target: string) {
  await mkdir(path.dirname(target), { recursive: true });
  await linkFile(source, target);
}

/**
 * Every file under `from` linked at the same place under `to`.
 * @param skip top-level entries of `from` left out
 */
export async function linkTree(from: string, to: string, skip: ReadonlySet<string> = new Set()) {
  const made = new Set<string>();
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, source);
    if (skip.has(relative.split(path.sep)[0]!)) continue;
    const target = path.join(to, relative);
    const dir = path.dirname(target);
    if (!made.has(dir)) await mkdir(dir, { recursive: true });
    made.add(dir);
    await linkFile(source, target);
  }
}
