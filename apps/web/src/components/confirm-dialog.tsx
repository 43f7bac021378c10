import { useEffect, useId, useRef } from 'react';
import { messages } from '@store/contract/messages';
import { ButtonSpinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  /** The question of docs/product/screens.md unless told otherwise. */
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal yes/no question (daisyUI modal on a native <dialog>: focus trap and Escape for free). */
export function ConfirmDialog({
  open,
  message = messages.confirmDelete,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onCancel}>
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {message}
        </h2>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
            <ButtonSpinner show={busy} />
            {confirmLabel}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Cancel
        </button>
      </form>
    </dialog>
  );
}
