import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderResponse, purchaseOrderSchema } from '@store/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * docs/product/orders-and-payments.md: POST /order. The server prices it; totalPrice is the total the shopper saw;
 * with `shipping`, the server formats the address from it and remembers it for the next checkout.
 */
export const placeOrder = (input: z.input<typeof purchaseOrderSchema>) => apiRequest<PlaceOrderResponse>('/order', { method: 'POST', body: input });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: async () => {
      // Placing reserves stock and remembers the address: availability, My Orders and the saved address changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.checkouts.savedAddresses }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
