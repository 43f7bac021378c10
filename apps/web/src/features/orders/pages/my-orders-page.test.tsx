import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { order, orderLine, usd } from '../../../test/fixtures';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { MyOrdersPage } from './my-orders-page';

/** GET /api/order?email= of the signed-in shopper, and DELETE of an unpaid order. */
function myOrders(initial: Order[]) {
  let list = initial;
  const asked: string[] = [];
  api.use(
    http.get('/api/order', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('email') ?? '');
      return HttpResponse.json({ data: list });
    }),
    http.delete('/api/order/:id', ({ params }) => {
      list = list.filter((o) => o._id !== params.id);
      return HttpResponse.json({ success: true, deletedCount: 1 });
    }),
  );
  return asked;
}

const pending = order({ _id: 'o-pending', number: 1002, productName: 'Kerfline JS-90 Jig Saw', status: 'Pending', totalPriceMoney: usd(8950) });
const paid = order({ _id: 'o-paid', productName: 'Kerfline CS-190 Circular Saw', status: 'Paid', paid: true, transactionId: 'pi_3Q0abc', expiresAt: null });

describe('My Orders', () => {
  it("lists the shopper's own orders: Pay for an unpaid one, Paid with its transaction id otherwise", async () => {
    const asked = myOrders([pending, paid]);
    signInAs(shopper);
    renderScreen(<MyOrdersPage />, { url: '/dashboard' });
    const table = await screen.findByRole('table', { name: 'My orders, newest first' });
    expect(asked).toEqual([shopper.email]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Pay for Kerfline JS-90 Jig Saw' })).toHaveAttribute('href', '/dashboard/payment/o-pending');
    expect(within(first!).getByTestId('order-transaction')).toHaveTextContent('Payment Uncomplete');
    // The number the mails and the receipt give, under the product; the price from the exact total.
    expect(within(first!).getByTestId('order-number')).toHaveTextContent('Order #1002');
    expect(within(first!).getByRole('link', { name: 'Order #1002' })).toHaveAttribute('href', '/dashboard/orders/o-pending');
    expect(first).toHaveTextContent('$89.50');
    expect(within(second!).getByRole('button', { name: 'Paid' })).toBeDisabled();
    expect(within(second!).getByTestId('order-transaction')).toHaveTextContent('pi_3Q0abc');
    expect(within(second!).getByRole('button', { name: 'Delete order for Kerfline CS-190 Circular Saw' })).toBeDisabled();
  });

  it("shows an order from the cart as one row, its lines in the product cell, linked to the order's page", async () => {
    const cartOrder = order({
      _id: 'o-cart',
      number: 1003,
      lines: [
        orderLine({ position: 1, productName: 'Kerfline CS-190 Circular Saw', quantity: 2, unitPriceMoney: usd(12_999) }),
        orderLine({ position: 2, productName: 'Kerfline JS-90 Jig Saw', productId: 'jig', quantity: 3, unitPriceMoney: usd(8_950) }),
      ],
    });
    myOrders([cartOrder]);
    signInAs(shopper);
    renderScreen(<MyOrdersPage />, { url: '/dashboard' });
    const table = await screen.findByRole('table', { name: 'My orders, newest first' });
    const rows = within(table).getAllByTestId('order-row');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(within(row).getAllByTestId('order-line').map((l) => l.textContent)).toEqual(['2 × Kerfline CS-190 Circular Saw', '3 × Kerfline JS-90 Jig Saw']);
    // Units of both lines; the price is the whole order's ($259.98 + $268.50).
    expect(within(row).getByText('5')).toBeVisible();
    expect(row).toHaveTextContent('$528.48');
    expect(within(row).getByRole('link', { name: 'Order #1003' })).toHaveAttribute('href', '/dashboard/orders/o-cart');
    expect(within(row).getByRole('link', { name: 'Pay for Kerfline CS-190 Circular Saw + 1 more' })).toHaveAttribute('href', '/dashboard/payment/o-cart');
    expect(within(row).getByRole('button', { name: 'Delete order for Kerfline CS-190 Circular Saw + 1 more' })).toBeEnabled();
  });

  it("deletes an unpaid order after the customer's question", async () => {
    myOrders([pending, paid]);
    signInAs(shopper);
    const { user } = renderScreen(<MyOrdersPage />, { url: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Delete order for Kerfline JS-90 Jig Saw' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure want to delete this item ?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully / Delete This Item')).toBeVisible();
    await expect.poll(() => screen.queryByRole('link', { name: 'Pay for Kerfline JS-90 Jig Saw' })).toBeNull();
  });

  it('says when there is no order yet', async () => {
    myOrders([]);
    signInAs(shopper);
    renderScreen(<MyOrdersPage />, { url: '/dashboard' });
    expect(await screen.findByText('You have no orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/all-product');
  });
});
