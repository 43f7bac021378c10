import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrder, PlaceOrderResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/orders-and-payments.md: POST /order. The server prices it; totalPrice is the total the shopper saw. */
export const placeOrder = (input: PlaceOrder) => apiRequest<PlaceOrderResponse>('/order', { method: 'POST', body: input });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: async () => {
      // Placing reserves stock: product availability and My Orders both changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
