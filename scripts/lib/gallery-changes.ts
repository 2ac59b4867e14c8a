// What a gallery run changed: each merchant's new screenshots against the ones the gallery folder held before
// the run (kept as <code>/previous/), pixel by pixel with pixelmatch, a diff image per changed screen.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Beside index.html: the comparison, for CI and the studio. */
export const CHANGES_FILE = 'changes.json';
const PREVIOUS_DIR = 'previous';
export const DIFF_DIR = 'diff';
/**
 * A screen counts as changed when more than this share of its pixels differ: 0.05 % is 140 pixels of a
 * 360x780 screen (a word of text), while anti-aliasing that pixelmatch does not already discard stays below it.
 */
export const DEFAULT_DIFF_THRESHOLD = 0.0005;
/** pixelmatch's per-pixel colour distance (0 to 1) under which two pixels are the same: its own default. */
const PIXEL_THRESHOLD = 0.1;

type ChangeStatus = 'changed' | 'unchanged' | 'new';
export interface ShotChange {
  status: ChangeStatus;
  /** The share of pixels that differ, 0 to 1 (1 when the sizes differ); absent for a new screen. */
  ratio?: number;
  /** The diff image of a changed screen, relative to the gallery folder. */
  diff?: string;
  /** Why a screen changed when no pixel comparison was possible. */
  note?: string;
}
export interface MerchantChange {
  status: ChangeStatus;
  /** By screenshot name (without .png). */
  shots: Record<string, ShotChange>;
}
export interface GalleryChanges {
  generatedAt: string;
  /** --diff-threshold: the share of a screen's pixels that may differ before it counts as changed. */
  threshold: number;
  summary: { merchants: number; changed: number; unchanged: number; new: number };
  merchants: Record<string, MerchantChange>;
}

/** `--diff-threshold` as a ratio of pixels; a clear error for anything else. */
export function diffThreshold(value: unknown): number {
  if (value === undefined) return DEFAULT_DIFF_THRESHOLD;
  const ratio = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  if (value === '' || !Number.isFinite(ratio) || ratio < 0 || ratio >= 1)
    throw new Error(
      `--diff-threshold must be a share of pixels from 0 up to (not including) 1, such as 0.0005 for 0.05 %; got ${JSON.stringify(value)}`,
    );
  return ratio;
}

/** One screen against its previous picture; with the diff image's PNG when it changed. */
export function comparePng(previous: Buffer, current: Buffer, threshold: number): ShotChange & { diffPng?: Buffer } {
  const before = PNG.sync.read(previous);
  const after = PNG.sync.read(current);
  if (before.width !== after.width || before.height !== after.height)
    return {
      status: 'changed',
      ratio: 1,
      note: `the size changed from ${before.width}x${before.height} to ${after.width}x${after.height}`,
    };
  const { width, height } = after;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(before.data, after.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (width * height);
  return ratio > threshold
    ? { status: 'changed', ratio, diffPng: PNG.sync.write(diff) }
    : { status: 'unchanged', ratio };
}

/** Before a run shoots a merchant: its current screenshots become its previous ones (older ones and diffs go). */
export async function keepPrevious(merchantDir: string, shots: readonly string[]) {
  await rm(path.join(merchantDir, PREVIOUS_DIR), { recursive: true, force: true });
  await rm(path.join(merchantDir, DIFF_DIR), { recursive: true, force: true });
  await mkdir(merchantDir, { recursive: true });
  for (const shot of shots) {
    const file = path.join(merchantDir, `${shot}.png`);
    if (!existsSync(file)) continue;
    await mkdir(path.join(merchantDir, PREVIOUS_DIR), { recursive: true });
    await rename(file, path.join(merchantDir, PREVIOUS_DIR, `${shot}.png`));
  }
}

/** A merchant's new screenshots against its previous ones; writes <code>/diff/<shot>.png for each changed one. */
export async function compareMerchant(
  galleryDir: string,
  code: string,
  shots: readonly string[],
  threshold: number,
): Promise<MerchantChange> {
  const dir = path.join(galleryDir, code);
  const changes: Record<string, ShotChange> = {};
  for (const shot of shots) {
    const previous = path.join(dir, PREVIOUS_DIR, `${shot}.png`);
    if (!existsSync(previous)) {
      changes[shot] = { status: 'new' };
      continue;
    }
    const { diffPng, ...change } = comparePng(
      readFileSync(previous),
      readFileSync(path.join(dir, `${shot}.png`)),
      threshold,
    );
    if (diffPng) {
      await mkdir(path.join(dir, DIFF_DIR), { recursive: true });
      await writeFile(path.join(dir, DIFF_DIR, `${shot}.png`), diffPng);
      change.diff = `${code}/${DIFF_DIR}/${shot}.png`;
    }
    changes[shot] = change;
  }
  const statuses = Object.values(changes).map((change) => change.status);
  const status: ChangeStatus = statuses.every((s) => s === 'new')
    ? 'new'
    : statuses.every((s) => s === 'unchanged')
      ? 'unchanged'
      : 'changed';
  return { status, shots: changes };
}

export function galleryChanges(
  merchants: Record<string, MerchantChange>,
  threshold: number,
  generatedAt = new Date().toISOString(),
): GalleryChanges {
  const count = (status: ChangeStatus) => Object.values(merchants).filter((m) => m.status === status).length;
  return {
    generatedAt,
    threshold,
    summary: {
      merchants: Object.keys(merchants).length,
      changed: count('changed'),
      unchanged: count('unchanged'),
      new: count('new'),
    },
    merchants,
  };
}

/** The console's line: "Changed since the previous screenshots: 1 of 3 merchant(s) (luckystar); 1 new, 1 unchanged." */
export function changesLine({ summary, merchants }: GalleryChanges) {
  const changed = Object.keys(merchants).filter((code) => merchants[code]!.status === 'changed');
  return `Changed since the previous screenshots: ${summary.changed} of ${summary.merchants} merchant(s)${changed.length ? ` (${changed.join(', ')})` : ''}; ${summary.new} new, ${summary.unchanged} unchanged.`;
}

/** Gallery folders of merchants that no longer have a folder: their shots would never be compared again. */
export async function pruneGallery(galleryDir: string, codes: readonly string[]) {
  if (!existsSync(galleryDir)) return;
  for (const entry of await readdir(galleryDir, { withFileTypes: true }))
    if (entry.isDirectory() && !codes.includes(entry.name))
      await rm(path.join(galleryDir, entry.name), { recursive: true, force: true });
}
