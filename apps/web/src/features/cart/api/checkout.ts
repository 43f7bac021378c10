import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceCheckout, PlaceCheckoutResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/checkout: the cart on the server becomes one order, a line per cart line. */
export function usePlaceCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceCheckout) => apiRequest<PlaceCheckoutResponse>('/checkout', { method: 'POST', body: input }),
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
