import { useQuery } from '@tanstack/react-query';
import type { OrderResponse, OrderTimeline } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /order/{id}: one of the caller's orders (the payment page shares its cache entry). */
export const useOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.orders.detail(id),
    queryFn: () => apiRequest<OrderResponse>(`/order/${encodeURIComponent(id)}`).then((r) => r.data),
  });

/** GET /order/{id}/timeline: placed, then each status change, and the parcel's carrier and tracking. */
export const useOrderTimeline = (id: string) =>
  useQuery({ queryKey: queryKeys.orders.timeline(id), queryFn: () => apiRequest<OrderTimeline>(`/order/${encodeURIComponent(id)}/timeline`) });
