import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: GET /order?email={email} -> { data: orders }, newest first. */
export const getMyOrders = (email: string) =>
  apiRequest<{ data: Order[] }>(`/order?email=${encodeURIComponent(email)}`).then((r) => r.data);

export const getMyOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['orders', 'list', email], queryFn: () => getMyOrders(email) });

export const useMyOrders = (email: string) => useQuery(getMyOrdersQueryOptions(email));
