// A visit from another market's country may be told of it (docs/decisions/0032): the browser's
// languages name regions (de-DE, en-GB), and one a market lists is offered as a link. Never a
// redirect: the page stays what its address says, for shoppers and crawlers alike. Loaded after
// hydration (navbar.tsx), with what it needs as props, so the first view does not carry it.
import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { marketForCountry } from '@store/contract/market-paths';
import type { Market } from '@store/contract';
import { marketChoices, type MarketChoice } from './market-choices';

const dismissedKey = 'kerfline.market-suggestion';
/** Countries whose English short name takes "the" in a sentence ("from the United States"); a translation may ignore it. */
const withThe = new Set(['AE', 'BS', 'CD', 'CF', 'CG', 'DO', 'GB', 'GM', 'KM', 'KY', 'MH', 'MV', 'NL', 'PH', 'SB', 'US', 'VA']);

/** The first country of the browser's `languages` (de-DE: Germany) a market lists, unless it is in the page's market (`hereMarketId`). */
export function suggestedChoice(languages: readonly string[], choices: readonly MarketChoice[], hereMarketId: string | undefined): MarketChoice | undefined {
  for (const tag of languages) {
    const region = /^[a-z]{2,3}-([a-z]{2})(?:-|$)/i.exec(tag)?.[1]?.toUpperCase();
    const choice = region && choices.find((c) => c.country === region);
    if (choice) return choice.marketId === hereMarketId ? undefined : choice;
  }
  return undefined;
}

export interface MarketSuggestionProps {
  /** The page in the market of `prefix` (the link's target). */
  hrefIn: (prefix: string) => string;
  markets: readonly Market[];
  /** The page's country and language. */
  country: string;
  language: string;
}

export function MarketSuggestion({ hrefIn, markets, country, language }: MarketSuggestionProps) {
  const { t } = useLingui();
  const choices = useMemo(() => marketChoices(markets, language), [markets, language]);
  const hereMarketId = marketForCountry(markets, country)?.id;
  const [choice, setChoice] = useState<MarketChoice>();
  useEffect(() => {
    if (!localStorage.getItem(dismissedKey)) setChoice(suggestedChoice(navigator.languages, choices, hereMarketId));
  }, [choices, hereMarketId]);
  if (!choice) return null;
  const dismiss = () => {
    localStorage.setItem(dismissedKey, '1');
    setChoice(undefined);
  };
  const { name, currency } = choice;
  return (
    <div className="flex items-center justify-center gap-2 border-t border-base-300 px-4 py-2 text-sm" role="region" aria-label={t`Your country`}>
      <p>
        {withThe.has(choice.country) ? t`Shopping from the ${name}?` : t`Shopping from ${name}?`}{' '}
        <a href={hrefIn(choice.prefix)} className="link font-semibold" onClick={dismiss}>
          <Trans>See prices in {currency}</Trans>
        </a>
      </p>
      <button type="button" className="btn btn-ghost btn-xs" onClick={dismiss} aria-label={t`Stay here`}>
        ×
      </button>
    </div>
  );
}
