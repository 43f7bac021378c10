import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteOrderResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/orders-and-payments.md: DELETE /order/{id}; the server releases the order's reserved stock. */
export const deleteOrder = (id: string) =>
  apiRequest<DeleteOrderResponse>(`/order/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
