import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { order, usd } from '../../../test/fixtures';
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
    expect(first).toHaveTextContent('$89.50');
    expect(within(second!).getByRole('button', { name: 'Paid' })).toBeDisabled();
    expect(within(second!).getByTestId('order-transaction')).toHaveTextContent('pi_3Q0abc');
    expect(within(second!).getByRole('button', { name: 'Delete order for Kerfline CS-190 Circular Saw' })).toBeDisabled();
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
