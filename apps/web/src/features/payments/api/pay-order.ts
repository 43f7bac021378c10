import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: PATCH /order/{id} with the transaction id; the server verifies it with the provider. */
export const payOrder = (input: { order: Order; transactionId: string }) =>
  apiRequest<{ success: true; data: Order }>(`/order/${encodeURIComponent(input.order._id)}`, {
    method: 'PATCH',
    body: { order: input.order, transactionId: input.transactionId },
  }).then((r) => r.data);

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // Not awaited: the page shows the result at once; My Orders refreshes in the background.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
