import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ConfirmedPayment, ConfirmSandboxPayment } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { renderScreen } from '../../../test/render';
import { SandboxCardForm } from './sandbox-card-form';

const form = () => screen.getByRole('form', { name: 'Card payment' });
const field = (label: string) => within(form()).getByLabelText(label);
const billing = { name: 'Sam Shopper', email: 'sam@example.test' };

function show(props: { clientSecret?: string; onSucceeded?: (id: string) => Promise<void> } = {}) {
  const onSucceeded = props.onSucceeded ?? vi.fn(async () => {});
  const screenResult = renderScreen(
    <SandboxCardForm clientSecret={'clientSecret' in props ? props.clientSecret : 'pi_1_secret_2'} billing={billing} amountLabel="$259.98" onSucceeded={onSucceeded} />,
    { url: '/dashboard/payment/order-1' },
  );
  return { ...screenResult, onSucceeded };
}

async function enterCard(user: ReturnType<typeof show>['user'], number: string, expiry = '12 / 34', cvc = '123') {
  await user.type(field('Card number'), number);
  await user.type(field('Expiry (MM/YY)'), expiry);
  await user.type(field('CVC'), cvc);
  await user.click(within(form()).getByRole('button', { name: 'Pay $259.98' }));
}

describe('the sandbox card form', () => {
  it('keeps Pay disabled until the payment intent is there', () => {
    show({ clientSecret: undefined });
    expect(within(form()).getByRole('button', { name: 'Pay $259.98' })).toBeDisabled();
  });

  it("checks the card with Stripe's messages before sending it", async () => {
    const { user } = show();
    await enterCard(user, '4242 4242 4242 4241', '01 / 20', '1');
    expect(await within(form()).findByText('Your card number is invalid.')).toBeVisible();
    expect(within(form()).getByText(/^Your card's expiration (year|date) is in the past\.$/)).toBeVisible();
    expect(within(form()).getByText("Your card's security code is incomplete.")).toBeVisible();
  });

  it('confirms the card and hands the payment on to be recorded', async () => {
    let sent: ConfirmSandboxPayment | undefined;
    api.use(
      http.post('/api/sandbox/confirm-payment', async ({ request }) => {
        sent = (await request.json()) as ConfirmSandboxPayment;
        return HttpResponse.json<ConfirmedPayment>({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
      }),
    );
    const { user, onSucceeded } = show();
    await enterCard(user, '4242 4242 4242 4242');
    await expect.poll(() => onSucceeded).toHaveBeenCalledWith('pi_1');
    expect(sent).toMatchObject({ clientSecret: 'pi_1_secret_2', card: { number: '4242424242424242' }, billingDetails: billing });
  });

  it("shows a declined card in the provider's words", async () => {
    api.use(http.post('/api/sandbox/confirm-payment', () => apiError(402, 'Your card was declined.', undefined, 'payment_failed')));
    const { user } = show();
    await enterCard(user, '4000 0000 0000 0002');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card was declined.');

  });

  it('shows why a confirmed payment could not be recorded', async () => {
    api.use(http.post('/api/sandbox/confirm-payment', () => HttpResponse.json<ConfirmedPayment>({ paymentIntent: { id: 'pi_2', status: 'succeeded' } })));
    const { user } = show({ onSucceeded: () => Promise.reject(new Error('This order has expired')) });
    await enterCard(user, '4242 4242 4242 4242');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('This order has expired');
  });
});
