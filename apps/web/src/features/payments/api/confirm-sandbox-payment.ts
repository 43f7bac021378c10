import type { SandboxCard } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** The sandbox provider's equivalent of Stripe.js confirmCardPayment. */
export const confirmSandboxPayment = (input: {
  clientSecret: string;
  card: SandboxCard;
  billingDetails: { name: string; email: string };
}) =>
  apiRequest<{ paymentIntent: { id: string; status: 'succeeded' } }>('/sandbox/confirm-payment', {
    method: 'POST',
    body: input,
  }).then((r) => r.paymentIntent);
