import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminOrderDetail } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { adminOrder, orderLine, usd } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { AdminOrderPage } from './admin-order-page';

const cartOrder = adminOrder({
  _id: 'o-cart',
  number: 1042,
  status: 'Paid',
  paid: true,
  lines: [
    orderLine({ position: 1, productName: 'Kerfline CS-190 Circular Saw', quantity: 2, unitPriceMoney: usd(12_999) }),
    orderLine({ position: 2, productName: 'Kerfline JS-90 Jig Saw', productId: 'jig', sku: 'JS-90-230-UK', version: '230 V / UK', quantity: 3, unitPriceMoney: usd(8_950), refundedQuantity: 1 }),
  ],
});

describe("the back office's order page", () => {
  it('lists every line with its quantity, unit price and total, and the amounts', async () => {
    api.use(
      http.get('/api/admin/order/:id', () =>
        HttpResponse.json<AdminOrderDetail>({ data: cartOrder, timeline: [{ from: null, to: 'Pending', actorEmail: null, note: null, at: cartOrder.createdAt }] }),
      ),
    );
    signInAs(admin);
    renderScreen(<AdminOrderPage />, { url: '/dashboard/manage-orders/o-cart', route: '/dashboard/manage-orders/:id' });
    expect(await screen.findByRole('heading', { name: 'Order of Kerfline CS-190 Circular Saw + 1 more' })).toBeVisible();
    const lines = within(screen.getByRole('region', { name: 'Order lines' })).getAllByTestId('admin-order-line');
    expect(lines.map((l) => Array.from(l.children, (c) => c.textContent))).toEqual([
      // Each names what the owner picks: its SKU, and a version's option values.
      ['Kerfline CS-190 Circular SawSKU KERFLINE-CS-190', '2', '$129.99', '$259.98'],
      ['Kerfline JS-90 Jig Saw230 V / UK · SKU JS-90-230-UK1 refunded', '3', '$89.50', '$268.50'],
    ]);
    const payment = screen.getByRole('heading', { name: 'Payment' }).parentElement!;
    expect(within(payment).getByText('Subtotal').nextElementSibling).toHaveTextContent('$528.48');
    expect(within(payment).getByText('Shipping').nextElementSibling).toHaveTextContent('$0.00');
    expect(within(payment).getByText('Total').nextElementSibling).toHaveTextContent('$528.48');
  });
});
