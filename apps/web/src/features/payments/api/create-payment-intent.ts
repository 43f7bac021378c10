import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatePaymentIntent, PaymentIntentResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * docs/product/orders-and-payments.md: POST /create-payment-intent -> { clientSecret }. The server charges the stored
 * order's total and returns the same intent when asked again, so this is safe to run as a query.
 */
export const createPaymentIntent = (input: CreatePaymentIntent) =>
  apiRequest<PaymentIntentResponse>('/create-payment-intent', { method: 'POST', body: input }).then((r) => r.clientSecret);

export const getPaymentIntentQueryOptions = (orderId: string, totalPrice: number) =>
  queryOptions({
    queryKey: queryKeys.payments.intent(orderId),
    queryFn: () => createPaymentIntent({ orderId, totalPrice }),
    staleTime: Infinity,
    gcTime: 0,
  });

export const usePaymentIntent = (orderId: string, totalPrice: number, enabled: boolean) =>
  useQuery({ ...getPaymentIntentQueryOptions(orderId, totalPrice), enabled });
