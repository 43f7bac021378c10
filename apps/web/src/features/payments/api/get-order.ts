import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/orders-and-payments.md: GET /order/{id} -> { data: order }. */
export const getOrder = (id: string) => apiRequest<OrderResponse>(`/order/${encodeURIComponent(id)}`).then((r) => r.data);

export const getOrderQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: () => getOrder(id) });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));
