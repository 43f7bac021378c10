import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AdminOrder, AdminOrderDetail, OrderMove, RefundLines } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { adminOrder, orderLine } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { OrderActions } from './order-actions';

/** The back office's move endpoint: answers the order in the status asked for. */
function acceptMoves() {
  const sent: OrderMove[] = [];
  api.use(
    http.post('/api/admin/order/:id/status', async ({ request }) => {
      const move = (await request.json()) as OrderMove;
      sent.push(move);
      return HttpResponse.json<AdminOrderDetail>({ data: adminOrder({ status: move.status }), timeline: [] });
    }),
  );
  return sent;
}

const show = (status: AdminOrder['status']) => {
  signInAs(admin);
  return renderScreen(<OrderActions order={adminOrder({ status })} />, { url: '/dashboard/manage-orders/order-0001' });
};

describe("an order's actions in the back office", () => {
  it('offers only the moves the lifecycle allows from the status', () => {
    show('Paid');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark shipped', 'Refund', 'Refund items']);
    cleanup();
    show('Pending');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel order']);
  });

  it('says when nothing is left to do', () => {
    show('Refunded');
    expect(screen.getByText('This order is Refunded: nothing more to do.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ships with a carrier and a tracking number, and says so', async () => {
    const sent = acceptMoves();
    const { user } = show('Paid');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const ship = screen.getByRole('form', { name: 'Ship this order' });
    await user.type(within(ship).getByLabelText('Carrier'), ' DHL ');
    await user.type(within(ship).getByLabelText('Tracking number'), 'JD0001');
    await user.click(within(ship).getByRole('button', { name: 'Ship with tracking' }));
    expect(await screen.findByText('Order is now Shipped')).toBeVisible();
    expect(sent).toEqual([{ status: 'Shipped', carrier: 'DHL', trackingNumber: 'JD0001' }]);
  });

  it('asks before a refund, and does nothing when the admin says no', async () => {
    const sent = acceptMoves();
    const { user } = show('Paid');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    // The question names the amount (the order's $259.98), and so does the button that refunds it.
    const question = await screen.findByRole('dialog', { name: 'Refund $259.98?' });
    expect(question).toHaveAccessibleDescription(/the whole \$259\.98 goes back to the card that paid/);
    await user.click(within(question).getByRole('button', { name: 'Do not refund' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Refund $259.98?' })).getByRole('button', { name: 'Refund $259.98' }));
    expect(await screen.findByText('Order is now Refunded')).toBeVisible();
    expect(sent).toEqual([{ status: 'Refunded' }]);
  });

  it('asks before cancelling, with buttons that say what they do', async () => {
    const sent = acceptMoves();
    const { user } = show('Pending');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(question).getByRole('button', { name: 'Keep the order' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Order is now Cancelled')).toBeVisible();
    expect(sent).toEqual([{ status: 'Cancelled' }]);
  });

  it("shows the server's refusal", async () => {
    api.use(http.post('/api/admin/order/:id/status', () => apiError(409, 'This order is already Delivered', undefined, 'conflict')));
    const { user } = show('Shipped');
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('This order is already Delivered')).toBeVisible();
  });

  it('refunds chosen items: a number per line up to what is left, the amount live, what it sends', async () => {
    const order = adminOrder({
      status: 'Shipped',
      lines: [
        orderLine({ position: 1, productName: 'Kerfline CS-185', quantity: 1, unitPriceMoney: { amount: 12_999, currency: 'USD' } }),
        orderLine({ position: 2, productName: 'Kerfline Blade', quantity: 3, refundedQuantity: 1, unitPriceMoney: { amount: 1_050, currency: 'USD' } }),
      ],
    });
    const sent: RefundLines[] = [];
    api.use(
      http.post('/api/admin/order/:id/refund', async ({ request }) => {
        sent.push((await request.json()) as RefundLines);
        return HttpResponse.json<AdminOrderDetail>({ data: order, timeline: [] });
      }),
    );
    signInAs(admin);
    const { user } = renderScreen(<OrderActions order={order} />, { url: '/dashboard/manage-orders/order-0001' });
    await user.click(screen.getByRole('button', { name: 'Refund items' }));
    const form = screen.getByRole('form', { name: 'Refund items' });
    const refundButton = () => within(form).getByRole('button', { name: /^Refund / });
    expect(refundButton()).toHaveTextContent('Refund $0.00');
    expect(refundButton()).toBeDisabled();
    const blades = within(form).getByLabelText(/Kerfline Blade \(2 of 3 left to refund\)/);
    expect(blades).toHaveAttribute('max', '2');
    await user.clear(blades);
    await user.type(blades, '2');
    expect(refundButton()).toHaveTextContent('Refund $21.00');
    await user.click(refundButton());
    expect(await screen.findByText('Refunded $21.00')).toBeVisible();
    expect(sent).toEqual([{ lines: [{ position: 2, quantity: 2 }] }]);
  });

  it("shows the server's refusal of a refund in the form", async () => {
    api.use(http.post('/api/admin/order/:id/refund', () => apiError(409, 'Line 1: only 0 left to refund', undefined, 'conflict')));
    const { user } = show('Paid');
    await user.click(screen.getByRole('button', { name: 'Refund items' }));
    const form = screen.getByRole('form', { name: 'Refund items' });
    const line = within(form).getAllByRole('spinbutton')[0]!;
    await user.clear(line);
    await user.type(line, '1');
    await user.click(within(form).getByRole('button', { name: /^Refund / }));
    expect(await within(form).findByText('Line 1: only 0 left to refund')).toBeVisible();
  });
});
