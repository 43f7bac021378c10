import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order, OrderTimeline } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { order, orderLine, usd } from '../../../test/fixtures';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { OrderPage } from './order-page';

const cartOrder = order({
  _id: 'o-cart',
  number: 1042,
  status: 'Shipped',
  paid: true,
  transactionId: 'pi_1',
  expiresAt: null,
  address: '1 Saw Street, 62701 Springfield, United States',
  phone: '+1 555 0100',
  lines: [
    orderLine({ position: 1, productName: 'Kerfline CS-190 Circular Saw', productImage: '/images/products/circular-saw.svg', quantity: 2, unitPriceMoney: usd(12_999) }),
    orderLine({ position: 2, productName: 'Kerfline JS-90 Jig Saw', productImage: '/images/products/jig-saw.svg', quantity: 1, unitPriceMoney: usd(8_950) }),
  ],
});
// $349.48 of lines, $15.00 shipping, $28.00 tax, $10.00 off: $382.48.
const withAmounts: Order = { ...cartOrder, shippingMoney: usd(1_500), taxMoney: usd(2_800), discountMoney: usd(1_000), totalPriceMoney: usd(38_248), totalPrice: 382.48 };

const shipped: OrderTimeline = {
  timeline: [
    { status: 'Pending', at: '2026-11-20T10:00:00.000Z' },
    { status: 'Paid', at: '2026-11-20T10:05:00.000Z' },
    { status: 'Shipped', at: '2026-11-21T09:00:00.000Z' },
  ],
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
};

function serve(o: Order, timeline: OrderTimeline | null = shipped) {
  api.use(
    http.get('/api/order/:id', ({ params }) => (params.id === o._id ? HttpResponse.json({ data: o }) : apiError(404, 'Order not found', undefined, 'not_found'))),
    http.get('/api/order/:id/timeline', () => (timeline ? HttpResponse.json(timeline) : apiError(500, 'Something went wrong', undefined, 'internal'))),
  );
}

const show = (id: string) => {
  signInAs(shopper);
  return renderScreen(<OrderPage />, { url: `/dashboard/orders/${id}`, route: '/dashboard/orders/:id' });
};

describe("a customer's order page", () => {
  it('in a market whose prices include VAT, names the delivery and shows the VAT as part of the amounts', async () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    serve({
      ...cartOrder,
      lines: [orderLine({ position: 1, productName: 'Kerfline CS-190 Circular Saw', quantity: 1, unitPriceMoney: eur(64_499), lineTotalMoney: eur(64_499) })],
      subtotalMoney: eur(64_499),
      shippingMoney: eur(990),
      taxMoney: eur(10_456),
      discountMoney: eur(0),
      totalPriceMoney: eur(65_489),
      totalPrice: 654.89,
      taxIncluded: true,
      shippingMethod: 'Standard',
      marketName: 'Euro area',
    });
    show('o-cart');
    const amounts = await screen.findByTestId('order-amounts');
    expect(within(amounts).getByText('Shipping (Standard)').nextSibling).toHaveTextContent('€9.90');
    expect(within(amounts).getByText('Incl. VAT').nextSibling).toHaveTextContent('€104.56');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€654.89');
  });

  it('shows the number, date, every line with its picture, the amounts, the address and phone', async () => {
    serve(withAmounts);
    show('o-cart');
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeVisible();
    expect(screen.getByText(/Nov 20, 2026/).closest('p')).toHaveTextContent(/^Placed Nov 20, 2026/);
    const lines = screen.getAllByTestId('order-page-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Kerfline CS-190 Circular Saw');
    expect(lines[0]).toHaveTextContent('2 × $129.99');
    expect(lines[0]).toHaveTextContent('$259.98');
    expect(lines[1]).toHaveTextContent('1 × $89.50');
    // A picture on every line (happy-dom loads none, so each shows the placeholder).
    for (const line of lines) expect(line.querySelector('img')).not.toBeNull();
    const amount = (term: string) => within(screen.getByTestId('order-amounts')).getByText(term).nextElementSibling;
    expect(amount('Subtotal')).toHaveTextContent('$349.48');
    expect(amount('Shipping')).toHaveTextContent('$15.00');
    expect(amount('Tax')).toHaveTextContent('$28.00');
    expect(amount('Discount')).toHaveTextContent('-$10.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$382.48');
    expect(screen.getByText('1 Saw Street, 62701 Springfield, United States')).toBeVisible();
    expect(screen.getByText('+1 555 0100')).toBeVisible();
    // Paid: nothing to pay here.
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull();
  });

  it('shows the status timeline, oldest first, with the carrier and a tracking link', async () => {
    serve(cartOrder);
    show('o-cart');
    const changes = await screen.findByRole('list', { name: 'Status changes' });
    expect(within(changes).getAllByRole('listitem').map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^Pending.*placed$/),
      expect.stringMatching(/^Paid/),
      expect.stringMatching(/^Shipped/),
    ]);
    expect(screen.getByText('UPS')).toBeVisible();
    expect(screen.getByTestId('order-tracking-number')).toHaveTextContent('1Z999AA10123456784');
    const track = screen.getByRole('link', { name: 'Track the parcel' });
    expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a partial refund as its own moment with the amount that went back to the card', async () => {
    serve(cartOrder, {
      ...shipped,
      timeline: [...shipped.timeline, { status: 'Shipped', at: '2026-11-22T12:00:00.000Z', partialRefund: usd(8_950) }],
    });
    show('o-cart');
    const changes = await screen.findByRole('list', { name: 'Status changes' });
    const last = within(changes).getAllByRole('listitem').at(-1)!;
    expect(last).toHaveTextContent(/^Partial refund.*\$89\.50 back to your card$/);
    expect(within(last).queryByText('Shipped')).toBeNull();
  });

  it('offers to pay an unpaid order, and no parcel before it ships', async () => {
    serve(order({ _id: 'o-new', number: 1050, totalPriceMoney: usd(25_998) }), {
      timeline: [{ status: 'Pending', at: '2026-11-20T10:00:00.000Z' }],
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    show('o-new');
    expect(await screen.findByRole('link', { name: 'Pay $259.98' })).toHaveAttribute('href', '/dashboard/payment/o-new');
    expect(await screen.findByRole('list', { name: 'Status changes' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Track the parcel' })).toBeNull();
    expect(screen.queryByText('Carrier')).toBeNull();
  });

  it("keeps the order in view when its timeline cannot be read, and says an unknown order's link is wrong", async () => {
    serve(cartOrder, null);
    const { unmount } = show('o-cart');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Order #1042' })).toBeVisible();
    unmount();
    show('o-gone');
    expect(await screen.findByText('We could not find this order')).toBeVisible();
  });
});
