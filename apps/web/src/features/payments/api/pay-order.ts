import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PayOrder, PayOrderResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/orders-and-payments.md: PATCH /order/{id} with the transaction id; the server verifies it with the provider. */
export const payOrder = ({ order, transactionId }: { order: Order; transactionId: string }) => {
  const body: PayOrder = { order, transactionId };
  return apiRequest<PayOrderResponse>(`/order/${encodeURIComponent(order._id)}`, { method: 'PATCH', body }).then((r) => r.data);
};

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // Not awaited: the page shows the result at once; My Orders refreshes in the background.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
