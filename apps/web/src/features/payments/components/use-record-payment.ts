import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * The payment page, once the provider confirmed an intent: record it on our server and remember
 * which intent paid ('Payment Completed' then shows its id). A 409 is still a success when
 * Stripe's webhook recorded this very intent first; any other failure stays the caller's error.
 */
export function useRecordPayment(record: (paymentIntentId: string) => Promise<unknown>, recordedTransactionId: () => Promise<string | null>) {
  const [paidWith, setPaidWith] = useState<string | null>(null);
  const onSucceeded = async (paymentIntentId: string) => {
    try {
      await record(paymentIntentId);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      if ((await recordedTransactionId()) !== paymentIntentId) throw err;
    }
    setPaidWith(paymentIntentId);
  };
  return { paidWith, onSucceeded };
}
