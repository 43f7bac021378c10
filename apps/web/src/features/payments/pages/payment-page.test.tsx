import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ConfirmedPayment, CreatePaymentIntent, Order, PayOrder, PaymentIntentResponse } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { order, orderLine, usd } from '../../../test/fixtures';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { PaymentPage } from './payment-page';

const cartOrder = order({
  _id: 'o-cart',
  number: 1042,
  lines: [
    orderLine({ position: 1, productName: 'Kerfline CS-190 Circular Saw', quantity: 2, unitPriceMoney: usd(12_999) }),
    orderLine({ position: 2, productName: 'Kerfline JS-90 Jig Saw', productId: 'jig', quantity: 3, unitPriceMoney: usd(8_950) }),
    orderLine({ position: 3, productName: 'Kerfline BS-350 Band Saw', productId: 'band', quantity: 1, unitPriceMoney: usd(149_900) }),
  ],
});

/** The order, its one payment intent and its PATCH; what the page sent is kept. */
function serve(o: Order) {
  const sent: { intent?: CreatePaymentIntent; pay?: PayOrder } = {};
  let current = o;
  api.use(
    http.get('/api/order/:id', () => HttpResponse.json({ data: current })),
    http.post('/api/create-payment-intent', async ({ request }) => {
      sent.intent = (await request.json()) as CreatePaymentIntent;
      return HttpResponse.json<PaymentIntentResponse>({ clientSecret: 'pi_7_secret_1' });
    }),
    http.post('/api/sandbox/confirm-payment', () => HttpResponse.json<ConfirmedPayment>({ paymentIntent: { id: 'pi_7', status: 'succeeded' } })),
    http.patch('/api/order/:id', async ({ request }) => {
      sent.pay = (await request.json()) as PayOrder;
      current = { ...current, status: 'Paid', paid: true, transactionId: 'pi_7', expiresAt: null };
      return HttpResponse.json({ success: true, data: current });
    }),
  );
  return sent;
}

const show = (id: string) => {
  signInAs(shopper);
  return renderScreen(<PaymentPage />, { url: `/dashboard/payment/${id}`, route: '/dashboard/payment/:id' });
};

describe('the payment page of an order with several lines', () => {
  it('lists every line with its quantity and total, and the total the one payment charges', async () => {
    const sent = serve(cartOrder);
    show('o-cart');
    expect(await screen.findByText('Please pay for your order of 3 products')).toBeVisible();
    expect(screen.getAllByTestId('payment-line').map((l) => l.textContent)).toEqual([
      '2 × Kerfline CS-190 Circular Saw$259.98',
      '3 × Kerfline JS-90 Jig Saw$268.50',
      '1 × Kerfline BS-350 Band Saw$1,499.00',
    ]);
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$2,027.48');
    expect(await screen.findByRole('button', { name: 'Pay $2,027.48' })).toBeEnabled();
    // One intent for the order: its id and SPEC's dollar total.
    expect(sent.intent).toEqual({ orderId: 'o-cart', totalPrice: 2027.48 });
  });

  it('pays the whole order at once and shows the receipt with a way to the order', async () => {
    const sent = serve(cartOrder);
    const { user } = show('o-cart');
    const card = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(within(card).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(card).getByLabelText('Expiry (MM/YY)'), '12 / 34');
    await user.type(within(card).getByLabelText('CVC'), '123');
    await expect.poll(() => within(card).getByRole('button', { name: 'Pay $2,027.48' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Pay $2,027.48' }));
    expect(await screen.findByText('Congrats! Your payment is completed.')).toBeVisible();
    expect(sent.pay).toMatchObject({ transactionId: 'pi_7' });
    expect(screen.getByTestId('paid-total')).toHaveTextContent('$2,027.48');
    expect(screen.getByTestId('paid-order-number')).toHaveTextContent('#1042');
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/dashboard/orders/o-cart');
    expect(screen.getByText('Your order of 3 products is paid.')).toBeVisible();
  });

  it('keeps the one-product look for an order of one line', async () => {
    serve(order({ _id: 'o-one', productName: 'Kerfline CS-190 Circular Saw', totalQuantity: 2, totalPriceMoney: usd(25_998) }));
    show('o-one');
    expect(await screen.findByText('Kerfline CS-190 Circular Saw')).toBeVisible();
    expect(screen.getByText(/^Please pay for/)).toHaveTextContent('Please pay for Kerfline CS-190 Circular Saw');
    expect(screen.getByTestId('payment-quantity')).toHaveTextContent('2');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$259.98');
    expect(screen.queryByTestId('payment-line')).toBeNull();
  });

  it('asks for no card for an order the shop cancelled', async () => {
    serve({ ...cartOrder, status: 'Cancelled', expiresAt: null });
    show('o-cart');
    expect(await screen.findByText('There is nothing to pay: the shop cancelled this order.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
  });
});
