import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: GET /order/{id} -> { data: order }. */
export const getOrder = (id: string) =>
  apiRequest<{ data: Order }>(`/order/${encodeURIComponent(id)}`).then((r) => r.data);

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => getOrder(id) });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));
