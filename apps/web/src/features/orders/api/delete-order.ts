import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: DELETE /order/{id}; the server releases the order's reserved stock. */
export const deleteOrder = (id: string) =>
  apiRequest<{ success: true; deletedCount: number }>(`/order/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
