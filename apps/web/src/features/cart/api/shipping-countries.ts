import type { ShippingCountries } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageMarketPath } from '../../../lib/page-market';
import { queryKeys } from '../../../lib/query-keys';
import { useAppQuery } from '../../../lib/query-port';

/**
 * Whether the shop delivers to the country of the page's market: undefined on the unprefixed pages
 * (the country is asked at checkout) and until known.
 */
export function useShipsToPageCountry(): boolean | undefined {
  const { prefix, country } = usePageMarketPath();
  const { data } = useAppQuery({
    queryKey: queryKeys.shippingCountries,
    queryFn: () => apiRequest<ShippingCountries>('/shipping/countries'),
    enabled: prefix !== '',
  });
  return prefix === '' || !data ? undefined : data.countries.includes(country);
}
