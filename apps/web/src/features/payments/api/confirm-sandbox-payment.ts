import type { ConfirmedPayment, ConfirmSandboxPayment } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** The sandbox provider's equivalent of Stripe.js confirmCardPayment. */
export const confirmSandboxPayment = (input: ConfirmSandboxPayment) =>
  apiRequest<ConfirmedPayment>('/sandbox/confirm-payment', { method: 'POST', body: input }).then((r) => r.paymentIntent);
