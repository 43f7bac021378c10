import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutQuote, CheckoutQuoteRequest, LegalPageSummary, MarketCheckout, PlaceCheckoutResponse } from '@store/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/checkout: the cart on the server becomes one order, a line per cart line. */
export function usePlaceCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarketCheckout) => apiRequest<PlaceCheckoutResponse>('/checkout', { method: 'POST', body: input }),
    onSettled: async () => {
      // Placing (or a line that no longer fits) changed the cart, My Orders, the stock shown and the
      // address remembered for next time.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.checkouts.savedAddresses }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}

/**
 * POST /api/checkout/quote: the cart priced for the destination chosen so far (null until a country
 * is). `null` data: the shop sells without markets (404), so the cart's total is the order's.
 */
export function useCheckoutQuote(choice: CheckoutQuoteRequest | null) {
  return useQuery({
    queryKey: queryKeys.checkouts.quote(choice ?? { country: '' }),
    enabled: choice !== null,
    // The last destination's figures stay on screen while the next one's load.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return await apiRequest<CheckoutQuote>('/checkout/quote', { method: 'POST', body: choice });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * The version of the terms and conditions the shop publishes (GET /api/legal), or null when it
 * publishes none: the shopper accepts them before placing the order, with or without markets.
 */
export function useTermsVersion() {
  return useQuery({
    queryKey: queryKeys.legal.list,
    queryFn: () => apiRequest<LegalPageSummary[]>('/legal'),
    select: (pages) => pages.find((p) => p.slug === 'terms')?.version ?? null,
  });
}
