import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrder } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: POST /order. The server prices it; totalPrice is the total the shopper saw. */
export const placeOrder = (input: PlaceOrder) =>
  apiRequest<{ success: true; insertedId: string }>('/order', { method: 'POST', body: input });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: async () => {
      // Placing reserves stock: product availability and My Orders both changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
