import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Which card entry to render: our sandbox form, or Stripe Elements with the publishable key. */
export const getPaymentConfig = () => apiRequest<PaymentConfig>('/payment-config');

export const getPaymentConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payments.config, queryFn: getPaymentConfig, staleTime: Infinity });

export const usePaymentConfig = () => useQuery(getPaymentConfigQueryOptions());
