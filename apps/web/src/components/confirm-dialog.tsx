import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { specMessages } from '../lib/spec-messages';
import { ButtonSpinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  /** The question of docs/product/screens.md unless told otherwise. */
  message?: string;
  confirmLabel?: string;
  /** The button that backs out: "Cancel" unless that would read like the action itself. */
  cancelLabel?: string;
  /** What the action touches (whom it deletes, how much it refunds), under the question. */
  children?: ReactNode;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal yes/no question (daisyUI modal on a native <dialog>: focus trap and Escape for free). */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  children,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { i18n, t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detailsId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} aria-describedby={children ? detailsId : undefined} onClose={onCancel}>
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {message ?? i18n._(specMessages.confirmDelete)}
        </h2>
        {children && (
          <div id={detailsId} className="mt-2 [overflow-wrap:anywhere]">
            {children}
          </div>
        )}
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
            <ButtonSpinner show={busy} />
            {confirmLabel ?? t`Delete`}
          </button>
        </div>
      </div>
      {/* The dimmed area closes it too; named "Close" so no dialog has a second, differently worded way out. */}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          <Trans>Close</Trans>
        </button>
      </form>
    </dialog>
  );
}
