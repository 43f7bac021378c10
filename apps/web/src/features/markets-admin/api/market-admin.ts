// The back office's markets, prices, exchange rates, tax rates and shipping zones (admins only).
// Their query keys live here, under one root, so any change refreshes every view of them.
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMarket,
  AdminProductPage,
  AdminShippingZone,
  ExcludedVariants,
  CurrencyRate,
  CurrencyRateInput,
  MarketInput,
  ProductPrices,
  ShippingZoneInput,
  Success,
  TaxRate,
  TaxRateInput,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

export const marketAdminKeys = {
  all: ['markets-admin'] as const,
  markets: ['markets-admin', 'markets'] as const,
  rates: ['markets-admin', 'currency-rates'] as const,
  prices: (productId: string) => ['markets-admin', 'prices', productId] as const,
  products: (q: string) => ['markets-admin', 'products', q] as const,
  taxRates: ['markets-admin', 'tax-rates'] as const,
  zones: ['markets-admin', 'shipping-zones'] as const,
  excluded: (marketId: string) => ['markets-admin', 'excluded', marketId] as const,
};

const at = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export const useAdminMarkets = () => useQuery({ queryKey: marketAdminKeys.markets, queryFn: () => apiRequest<AdminMarket[]>('/admin/markets') });
export const useCurrencyRates = () => useQuery({ queryKey: marketAdminKeys.rates, queryFn: () => apiRequest<CurrencyRate[]>('/admin/currency-rates') });
export const useTaxRates = () => useQuery({ queryKey: marketAdminKeys.taxRates, queryFn: () => apiRequest<TaxRate[]>('/admin/tax-rates') });
export const useShippingZones = () => useQuery({ queryKey: marketAdminKeys.zones, queryFn: () => apiRequest<AdminShippingZone[]>('/admin/shipping-zones') });
export const useProductPrices = (productId: string) =>
  useQuery({ queryKey: marketAdminKeys.prices(productId), queryFn: () => apiRequest<ProductPrices>(`/admin/product-prices/${at(productId)}`), enabled: productId !== '' });

/** Products to pick from on the Prices screen: the admin list, searched by name. */
export const usePriceProducts = (q: string) =>
  useQuery({
    queryKey: marketAdminKeys.products(q),
    queryFn: () => apiRequest<AdminProductPage>(`/admin/product?${new URLSearchParams({ limit: '50', ...(q.trim() && { q: q.trim() }) }).toString()}`),
  });

function useChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketAdminKeys.all }) });
}

export const useSaveMarket = () =>
  useChange(({ id, input }: { id?: string | undefined; input: MarketInput }) =>
    apiRequest<AdminMarket>(id ? `/admin/markets/${at(id)}` : '/admin/markets', { method: id ? 'PUT' : 'POST', body: input }),
  );
export const useDeleteMarket = () => useChange((id: string) => apiRequest<Success>(`/admin/markets/${at(id)}`, { method: 'DELETE' }));

export const useSetVariantPrice = () =>
  useChange(({ variantId, currency, amount }: { variantId: string; currency: string; amount: number }) =>
    apiRequest<Success>(`/admin/variant-prices/${at(variantId, currency)}`, { method: 'PUT', body: { amount } }),
  );
export const useClearVariantPrice = () =>
  useChange(({ variantId, currency }: { variantId: string; currency: string }) => apiRequest<Success>(`/admin/variant-prices/${at(variantId, currency)}`, { method: 'DELETE' }));

export const useSaveCurrencyRate = () =>
  useChange(({ currency, input }: { currency: string; input: CurrencyRateInput }) =>
    apiRequest<CurrencyRate>(`/admin/currency-rates/${at(currency)}`, { method: 'PUT', body: input }),
  );
export const useDeleteCurrencyRate = () => useChange((currency: string) => apiRequest<Success>(`/admin/currency-rates/${at(currency)}`, { method: 'DELETE' }));

export const useSaveTaxRate = () => useChange((input: TaxRateInput) => apiRequest<TaxRate>('/admin/tax-rates', { method: 'PUT', body: input }));
export const useDeleteTaxRate = () =>
  useChange((key: Pick<TaxRate, 'country' | 'region' | 'taxClass'>) =>
    apiRequest<Success>(`/admin/tax-rates?${new URLSearchParams(key).toString()}`, { method: 'DELETE' }),
  );

export const useSaveShippingZone = () =>
  useChange(({ id, input }: { id?: string | undefined; input: ShippingZoneInput }) =>
    apiRequest<AdminShippingZone>(id ? `/admin/shipping-zones/${at(id)}` : '/admin/shipping-zones', { method: id ? 'PUT' : 'POST', body: input }),
  );
export const useDeleteShippingZone = () => useChange((id: string) => apiRequest<Success>(`/admin/shipping-zones/${at(id)}`, { method: 'DELETE' }));

/** Each market's versions left out, in the order of `marketIds`. */
export const useExcludedVariants = (marketIds: readonly string[]) =>
  useQueries({
    queries: marketIds.map((id) => ({
      queryKey: marketAdminKeys.excluded(id),
      queryFn: () => apiRequest<ExcludedVariants>(`/admin/markets/${at(id)}/excluded-variants`),
    })),
  });
export const useSetExcludedVariants = () =>
  useChange(({ marketId, variantIds }: { marketId: string; variantIds: string[] }) =>
    apiRequest<ExcludedVariants>(`/admin/markets/${at(marketId)}/excluded-variants`, { method: 'PUT', body: { variantIds } }),
  );
