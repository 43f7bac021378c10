import type { MouseEvent } from 'react';
import { ButtonSpinner } from '../../../components/spinner';

interface FormFooterProps {
  /** The server's refusal, shown above the buttons (lines kept). */
  error: string | undefined;
  /** The refusal names countries another market or zone has: offer to move them here. */
  taken: boolean;
  onMove: (event: MouseEvent<HTMLButtonElement>) => void;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The market and zone forms' last part: the refusal (with "Move them here" when it applies), save and cancel. */
export function FormFooter({ error, taken, onMove, busy, submitLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {error && (
        <div role="alert" className="alert alert-error alert-soft flex flex-col items-start gap-2 whitespace-pre-line">
          <span>{error}</span>
          {taken && (
            <button type="button" className="btn btn-sm btn-error" onClick={onMove}>
              Move them here
            </button>
          )}
        </div>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          <ButtonSpinner show={busy} />
          {submitLabel}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
