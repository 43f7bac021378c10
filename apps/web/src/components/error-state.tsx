import { Trans, useLingui } from '@lingui/react/macro';
import { translateSpecText } from '../lib/spec-messages';

/** A failed load: the error's message (the server's words, or one of the contract's texts in the page's language), and Try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n, t } = useLingui();
  const message = error instanceof Error ? translateSpecText(i18n, error.message) : t`Something went wrong`;
  return (
    <div role="alert" className="alert alert-error alert-soft mx-auto my-6 max-w-xl">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
