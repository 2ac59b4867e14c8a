import { useEffect, useRef, type ReactNode } from 'react';
import { useOverlayHold } from './useOverlayTurn';

interface DialogProps {
  /** Id of the title element (aria-labelledby). */
  titleId: string;
  title: string;
  children: ReactNode;
  /** Escape or the close button; omit for a dialog that must be answered. */
  onClose?: () => void;
  closeLabel?: string;
  /** A dialog the page opens by itself, shown on its turn (useOverlayTurn); any other holds those back. */
  queued?: boolean;
}

/** A modal dialog on the native <dialog>: focus moves in and is trapped, Escape closes it, the page is inert. */
export function Dialog({ titleId, title, children, onClose, closeLabel, queued = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useOverlayHold(!queued);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className="dialog__head">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        {onClose && (
          <button className="dialog__close" type="button" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
