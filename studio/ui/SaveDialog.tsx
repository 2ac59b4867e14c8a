// The change a save makes, shown before it is made; or, when the file changed on disk since it was opened,
// that change, with the choice to take the file from disk or save over it knowingly.
import { useEffect, useRef } from 'react';

export interface SaveReview {
  /** The unified diff from the file on disk to what would be written. */
  patch: string;
  /** The file changed on disk since it was opened. */
  conflict: boolean;
}

interface Props {
  review: SaveReview;
  busy: boolean;
  onSave: () => void;
  onReload: () => void;
  onClose: () => void;
}

export function SaveDialog({ review, busy, onSave, onReload, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const lines = review.patch.split('\n').slice(2); // the two file-name lines say nothing new here
  return (
    <dialog ref={dialog} className="save" aria-labelledby="save-title" onClose={onClose}>
      <h2 id="save-title">{review.conflict ? 'The file changed on disk' : 'Save these changes?'}</h2>
      {review.conflict && (
        <p role="alert">
          Someone saved merchant.json since you opened it. Below is what your save would change in the file as it is now
          (their change included in the lines it replaces).
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box keyboard users must reach (axe: scrollable-region-focusable) */}
      <pre className="diff" tabIndex={0} aria-label="Changes to merchant.json">
        {lines.map((line, index) => (
          <span
            key={index}
            className={line.startsWith('+') ? 'diff__add' : line.startsWith('-') ? 'diff__remove' : undefined}
          >
            {line}
            {'\n'}
          </span>
        ))}
      </pre>
      <p className="save__actions">
        <button type="button" onClick={onSave} disabled={busy}>
          {busy ? 'Saving…' : review.conflict ? 'Save over their change' : 'Save'}
        </button>
        {review.conflict && (
          <button type="button" onClick={onReload} disabled={busy}>
            Take the file from disk (drop my changes)
          </button>
        )}
        <button type="button" onClick={onClose} disabled={busy}>
          Cancel
        </button>
      </p>
    </dialog>
  );
}
