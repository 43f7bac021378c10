// The market suggestion (market-suggestion.tsx) shows after hydration or not at all: its code comes
// then, in a chunk of its own, handed what it needs, so a public page's first view carries only this.
import { useEffect, useState, type ComponentType } from 'react';
import { pathInMarket } from '@store/contract/market-paths';
import { useMarkets } from '../../lib/markets';
import { usePageMarketPath } from '../../lib/page-market';
import type { MarketSuggestionProps } from './market-suggestion';

export function LaterMarketSuggestion({ pathname }: { pathname: string }) {
  const { country, language } = usePageMarketPath();
  const { data: markets } = useMarkets();
  const [Suggestion, setSuggestion] = useState<ComponentType<MarketSuggestionProps>>();
  useEffect(() => {
    if (markets) void import('./market-suggestion').then((m) => setSuggestion(() => m.MarketSuggestion));
  }, [markets]);
  if (!Suggestion || !markets) return null;
  return <Suggestion hrefIn={(prefix) => pathInMarket(prefix, pathname)} markets={markets} country={country} language={language} />;
}
