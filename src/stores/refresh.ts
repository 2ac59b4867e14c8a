// SPEC 4's refresh dialog, wanted by the update check or by a chunk of this build that a release removed (issue 41);
// the status feature's AlertHost shows it, on its turn among the overlays.
import { atom } from 'nanostores';
import { pageLeaving, recordFieldError } from '../lib/field/capture';
import { isMissingChunk, missingChunkAnswer, pageBuild } from '../lib/pwa/missing-chunk';
import { session } from '../lib/storage/guarded-storage';
import { $notice } from './alerts';

/** The notice of a part that could not load after a refresh already brought this build back. */
const PART_UNAVAILABLE_KEY = 'ui.partUnavailable';
/** Long enough to read a sentence; the part stays as it was meanwhile. */
export const PART_UNAVAILABLE_MS = 5_000;

/** True once the refresh dialog is wanted; it stays on screen until Refresh (SPEC 4: shown once). */
export const $refreshWanted = atom(false);

export const askRefresh = () => $refreshWanted.set(true);

/**
 * Answers a failed import: a missing chunk (online) gets the refresh dialog, or a notice when this tab already
 * refreshed into this same build; returns whether it answered. Offline, the request layer's notice says why.
 */
export function reportMissingChunk(error: unknown): boolean {
  if (!isMissingChunk(error) || !navigator.onLine) return false;
  // The player is leaving the page: the import was cut off by the leaving, and nothing is missing.
  if (pageLeaving()) return true;
  recordFieldError({ kind: 'chunk', message: error instanceof Error ? error.message : String(error) });
  if ($refreshWanted.get()) return true;
  if (missingChunkAnswer(session(), pageBuild(document)) === 'refreshDialog') askRefresh();
  else $notice.set({ messageKey: PART_UNAVAILABLE_KEY, durationMs: PART_UNAVAILABLE_MS });
  return true;
}
