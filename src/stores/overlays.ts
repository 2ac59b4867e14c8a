// Issue 26: one dialog on screen at a time. The dialogs a page opens by itself wait for their turn, by the
// order below (docs/decisions.md "One overlay at a time"); what the player opened, an alert, the system
// status screen and a forced flow hold every queued one back until they close, and are never held back.
import { atom } from 'nanostores';

/** The page's own dialogs, most urgent first. */
export const OVERLAY_ORDER = ['update', 'appUpgrade', 'install', 'popupBanners', 'notificationPrompt'] as const;
export type OverlayKind = (typeof OVERLAY_ORDER)[number];

const waiting = new Set<OverlayKind>();
let holds = 0;

/** The queued dialog that may show now, if any. */
export const $overlayTurn = atom<OverlayKind | undefined>(undefined);

/** The one on screen keeps its turn until it closes: a more urgent one waits instead of replacing it. */
function reschedule(): void {
  const current = $overlayTurn.get();
  if (holds > 0) $overlayTurn.set(undefined);
  else if (!current || !waiting.has(current)) $overlayTurn.set(OVERLAY_ORDER.find((kind) => waiting.has(kind)));
}

/** `kind` wants to show; the returned function withdraws it (closed, or no longer wanted). */
export function waitForTurn(kind: OverlayKind): () => void {
  waiting.add(kind);
  reschedule();
  return () => {
    waiting.delete(kind);
    reschedule();
  };
}

/** Something the player must see now (their own dialog, an alert, a blocking screen); returns the release. */
export function holdOverlays(): () => void {
  holds += 1;
  reschedule();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    reschedule();
  };
}
