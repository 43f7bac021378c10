import { useLingui } from '@lingui/react/macro';

/** `label`: what is loading, for screen readers ("Loading" unless told). */
export function Spinner({ label }: { label?: string | undefined }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-40 items-center justify-center" role="status" aria-live="polite">
      <span className="loading loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </div>
  );
}

/** The small spinner inside a button while its action runs (the button's own text says what it does). */
export function ButtonSpinner({ show }: { show: boolean }) {
  return show ? <span className="loading loading-sm" aria-hidden="true" /> : null;
}
