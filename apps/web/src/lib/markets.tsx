import { Trans } from '@lingui/react/macro';
// Where the store sells (GET /api/markets): the header's selector and the tax a page's prices include.
import { queryOptions } from '@tanstack/react-query';
import type { Market } from '@store/contract';
import { marketForCountry } from '@store/contract/market-paths';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';
import { useAppQuery } from './query-port';
import { usePageMarketPath } from './page-market';

export const marketsQueryOptions = () => queryOptions({ queryKey: queryKeys.markets, queryFn: () => apiRequest<Market[]>('/markets') });

export const useMarkets = () => useAppQuery(marketsQueryOptions());

/** The market whose prices the page shows (its prefix's country's); undefined until the markets are known. */
export function usePageMarket(): Market | undefined {
  const { country } = usePageMarketPath();
  const { data } = useMarkets();
  return data && marketForCountry(data, country);
}

/**
 * "incl. VAT" beside a price in a market whose prices include tax (the Euro area, the UK, Japan…).
 * Here rather than in a module of its own: the header already loads this one on every page.
 */
export function PriceTaxNote() {
  const market = usePageMarket();
  if (!market?.pricesIncludeTax) return null;
  // The space is the note's: a price without one ends where its digits do.
  return <span className="text-sm text-base-content/70">
      {' '}
      <Trans>incl. VAT</Trans>
    </span>;
}
