import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/orders-and-payments.md: GET /order?email={email} -> { data: orders }, newest first. */
export const getMyOrders = (email: string) =>
  apiRequest<OrderListResponse>(`/order?email=${encodeURIComponent(email)}`).then((r) => r.data);

export const getMyOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.orders.list(email), queryFn: () => getMyOrders(email) });

export const useMyOrders = (email: string) => useQuery(getMyOrdersQueryOptions(email));
