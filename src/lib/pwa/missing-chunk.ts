// Issue 41: a page opened before a release asks for chunks of its own build; once a deploy has removed them, each
// import() rejects. These rules tell that failure apart and keep its answer to one refresh per build and tab.
import { STORAGE_KEYS } from '../storage/keys';
import type { KeyValueStore } from '../storage/types';

/**
 * What each engine rejects a dynamic import with when its module, or one it imports, did not load: Chromium
 * ("Failed to fetch dynamically imported module"), Firefox ("error loading dynamically imported module"), Safari
 * ("Importing a module script failed"), and Vite for the stylesheet of a chunk ("Unable to preload CSS").
 */
const MISSING_CHUNK = /dynamically imported module|Importing a module script failed|Unable to preload CSS/;

/** Whether `error` says that code of this page's build could not be fetched (not a bug in code that ran). */
export function isMissingChunk(error: unknown): boolean {
  return MISSING_CHUNK.test(error instanceof Error ? error.message : typeof error === 'string' ? error : '');
}

/**
 * This page's build: the hashed scripts and islands its HTML names. A chunk's hash covers the hashes of what it
 * imports, so any changed chunk of the page changes one of these.
 */
export function pageBuild(doc: Pick<ParentNode, 'querySelectorAll'>): string {
  const urls = Array.from(
    doc.querySelectorAll('script[src], script[data-src], astro-island[component-url]'),
    (element) =>
      element.getAttribute('component-url') ?? element.getAttribute('src') ?? element.getAttribute('data-src') ?? '',
  ).filter((url) => url.includes('/_astro/'));
  return [...new Set(urls)].sort().join(' ');
}

/** How the player is told of a missing chunk: the refresh dialog, or a notice once a refresh brought this build back. */
export type MissingChunkAnswer = 'refreshDialog' | 'notice';

/**
 * The refresh dialog, unless this tab already refreshed for a missing chunk into this same build: another refresh
 * would bring the same pages back (the old HTML still served), so the player gets a notice instead of a loop.
 */
export function missingChunkAnswer(store: KeyValueStore, build: string): MissingChunkAnswer {
  return store.getItem(STORAGE_KEYS.missingChunkRefresh) === build ? 'notice' : 'refreshDialog';
}

/** Remembers, for this tab (session storage), that it refreshes away from `build`. */
export function rememberRefresh(store: KeyValueStore, build: string): void {
  store.setItem(STORAGE_KEYS.missingChunkRefresh, build);
}
