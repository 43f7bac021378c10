import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderPage, OrderMove, OrderStatus, RefundLines } from '@store/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/access-token';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

export interface OrderFilters {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

const queryString = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  return search.toString();
};

/** GET /admin/order: every order, newest first, a page at a time ("Load more"). */
export const useAllOrders = (filters: OrderFilters) =>
  useInfiniteQuery({
    queryKey: queryKeys.backOffice.orderList(filters),
    queryFn: ({ pageParam }) =>
      apiRequest<AdminOrderPage>(`/admin/order?${queryString({ ...filters, cursor: pageParam, limit: '25' })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAdminOrder = (id: string) =>
  useQuery({ queryKey: queryKeys.backOffice.order(id), queryFn: () => apiRequest<AdminOrderDetail>(`/admin/order/${encodeURIComponent(id)}`) });

/** What changes with an order's move or refund: the order itself, the lists, My Orders, the stock shown. */
function useOrderChanged(id: string) {
  const queryClient = useQueryClient();
  return (detail: AdminOrderDetail) => {
    queryClient.setQueryData(queryKeys.backOffice.order(id), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.orders });
    void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.overview });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    // A cancel or refund before shipping puts the stock back on the shelf.
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
  };
}

/** POST /admin/order/{id}/status: ship, deliver, cancel or refund. */
export function useMoveOrder(id: string) {
  const changed = useOrderChanged(id);
  return useMutation({
    mutationFn: (move: OrderMove) => apiRequest<AdminOrderDetail>(`/admin/order/${encodeURIComponent(id)}/status`, { method: 'POST', body: move }),
    onSuccess: changed,
  });
}

/** POST /admin/order/{id}/refund: some units of some lines. */
export function useRefundLines(id: string) {
  const changed = useOrderChanged(id);
  return useMutation({
    mutationFn: (refund: RefundLines) => apiRequest<AdminOrderDetail>(`/admin/order/${encodeURIComponent(id)}/refund`, { method: 'POST', body: refund }),
    onSuccess: changed,
  });
}

export const exportIncomplete = 'The export stopped before it was complete, so nothing was saved. Please try again.';

/**
 * Downloads the CSV of orders placed from `from` to `to`. The server streams it; the browser
 * saves it under the server's file name.
 */
export async function downloadOrdersCsv(from: string, to: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`/api/admin/order/export?${queryString({ from, to })}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new ApiError(response.status, 'http_error', body?.error?.message ?? `Export failed (${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  // A failure midway cuts the transfer (the server sends no end): reading it fails, and nothing is
  // saved, rather than a short file that looks whole.
  const csv = await response.blob().catch(() => {
    throw new ApiError(0, 'export_incomplete', exportIncomplete);
  });
  saveFile(csv, name);
}
