// The header's country and currency selector (docs/product/markets.md, "URLs"): each country a
// market lists, with the currency its prices are in, linking to the same page in that market.
// Plain links: another market is another page (its prices, its prefix), loaded as a whole.
import { marketForCountry, marketPathPrefix, pathInMarket } from '@store/contract/market-paths';
import { useEffect, useState, type ComponentType } from 'react';
import type { Market } from '@store/contract';
import { useMarkets } from '../../lib/markets';
import { usePageMarketPath } from '../../lib/page-market';
import type { MarketSuggestionProps } from './market-suggestion';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export interface MarketChoice {
  marketId: string;
  country: string;
  name: string;
  currency: string;
  /** BCP 47: the market's language and the country. */
  locale: string;
  prefix: string;
}

/** One choice per country a market lists (the fallback's countries are every other), by name. */
export function marketChoices(markets: readonly Market[]): MarketChoice[] {
  return markets
    .filter((m) => !m.fallback)
    .flatMap((m) => m.countries.map((country) => ({ marketId: m.id, country, name: regionNames.of(country) ?? country, currency: m.currency, locale: `${m.language}-${country}`, prefix: marketPathPrefix(m.language, country) })))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** `pathname`: the page's own path, below its prefix; the choices link to it in each market. */
export function MarketSelector({ pathname }: { pathname: string }) {
  const { country } = usePageMarketPath();
  const { data: markets } = useMarkets();
  const currency = markets && marketForCountry(markets, country)?.currency;
  const here = regionNames.of(country) ?? country;
  return (
    <details className="relative">
      {/* The name starts with what it shows ("DE · EUR"), then says what it is for. */}
      <summary className="btn btn-ghost btn-sm px-2">
        {country}
        {currency && <span className="font-normal"> · {currency}</span>}
        <span className="sr-only">{` (${here}${currency ? `, prices in ${currency}` : ''}): change country`}</span>
      </summary>
      {markets && (
        <ul className="menu absolute right-1 z-30 mt-2 max-h-[70vh] w-52 flex-nowrap overflow-y-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
          {marketChoices(markets).map((c) => (
            <li key={c.country}>
              <a href={pathInMarket(c.prefix, pathname)} hrefLang={c.locale} aria-current={c.country === country ? 'true' : undefined} className={c.country === country ? 'menu-active' : undefined}>
                {c.name} <span className="text-base-content/70">{c.currency}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * The market suggestion (market-suggestion.tsx) shows after hydration or not at all: its code comes
 * then, in a chunk of its own, handed what it needs.
 */
export function LaterMarketSuggestion({ pathname }: { pathname: string }) {
  const { country } = usePageMarketPath();
  const { data: markets } = useMarkets();
  const [Suggestion, setSuggestion] = useState<ComponentType<MarketSuggestionProps>>();
  useEffect(() => {
    if (markets) void import('./market-suggestion').then((m) => setSuggestion(() => m.MarketSuggestion));
  }, [markets]);
  if (!Suggestion || !markets) return null;
  return <Suggestion hrefIn={(prefix) => pathInMarket(prefix, pathname)} choices={marketChoices(markets)} hereMarketId={marketForCountry(markets, country)?.id} />;
}
