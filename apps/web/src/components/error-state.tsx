import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A failed load: the error's message (the server's words, or one of the contract's texts in the
 * page's language), and Try again. The contract's texts are matched by a module loaded when an error
 * shows (the first view, which only displays, does not carry it): until then the message reads as sent.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n, t } = useLingui();
  const sent = error instanceof Error ? error.message : undefined;
  const [translated, setTranslated] = useState<{ from: string; text: string }>();
  useEffect(() => {
    if (sent === undefined) return;
    let live = true;
    void import('../lib/spec-text').then(({ translateSpecText }) => live && setTranslated({ from: sent, text: translateSpecText(i18n, sent) }));
    return () => {
      live = false;
    };
  }, [sent, i18n]);
  const message = sent === undefined ? t`Something went wrong` : translated?.from === sent ? translated.text : sent;
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
