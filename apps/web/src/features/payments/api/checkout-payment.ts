import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, PaymentIntentResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/checkout/{id}: the checkout's orders and what its one payment charges. */
export const getCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.checkouts.detail(id), queryFn: () => apiRequest<Checkout>(`/checkout/${encodeURIComponent(id)}`) });

export const useCheckout = (id: string) => useQuery(getCheckoutQueryOptions(id));

/** One intent for the whole checkout; the server returns the same one while the total stands. */
export const useCheckoutIntent = (checkoutId: string, totalPrice: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.payments.checkoutIntent(checkoutId, totalPrice),
    queryFn: () =>
      apiRequest<PaymentIntentResponse>(`/checkout/${encodeURIComponent(checkoutId)}/payment-intent`, {
        method: 'POST',
        body: { totalPrice },
      }).then((r) => r.clientSecret),
    staleTime: Infinity,
    gcTime: 0,
    enabled,
  });

/** PATCH /api/checkout/{id}: every order of it Paid once the provider confirms the intent. */
export function usePayCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkoutId, transactionId }: { checkoutId: string; transactionId: string }) =>
      apiRequest<Checkout>(`/checkout/${encodeURIComponent(checkoutId)}`, { method: 'PATCH', body: { transactionId } }),
    onSuccess: (checkout) => queryClient.setQueryData(queryKeys.checkouts.detail(checkout._id), checkout),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
