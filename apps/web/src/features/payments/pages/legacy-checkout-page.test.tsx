import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useNavigationType } from 'react-router';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { order } from '../../../test/fixtures';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { LegacyCheckoutPage } from './legacy-checkout-page';

function serve(paid: boolean) {
  api.use(
    http.get('/api/checkout/:id', ({ params }) =>
      params.id === 'co-old' ? HttpResponse.json({ orderId: 'o-7' }) : apiError(404, 'Checkout not found', undefined, 'not_found'),
    ),
    http.get('/api/order/:id', () => HttpResponse.json({ data: order({ _id: 'o-7', paid, status: paid ? 'Paid' : 'Pending' }) })),
  );
}

/** Where the redirect landed, and how: REPLACE (Back skips the old link) or PUSH. */
function Landed({ page }: { page: string }) {
  return (
    <p>
      {page} ({useNavigationType()})
    </p>
  );
}

/** An old mail's link to a checkout. */
const open = (id: string) => {
  signInAs(shopper);
  return renderScreen(<LegacyCheckoutPage />, {
    url: `/dashboard/checkout/${id}`,
    route: '/dashboard/checkout/:id',
    routes: { '/dashboard/payment/:id': <Landed page="Payment page" />, '/dashboard/orders/:id': <Landed page="Order page" /> },
  });
};

describe('an old checkout link (before orders had lines)', () => {
  it("replaces itself with its order's payment page while unpaid", async () => {
    serve(false);
    const { location } = open('co-old');
    // Replaced, not pushed: Back does not return to the checkout link.
    expect(await screen.findByText('Payment page (REPLACE)')).toBeVisible();
    expect(location().pathname).toBe('/dashboard/payment/o-7');
  });

  it("goes to the order's own page once paid", async () => {
    serve(true);
    const { location } = open('co-old');
    expect(await screen.findByText('Order page (REPLACE)')).toBeVisible();
    expect(location().pathname).toBe('/dashboard/orders/o-7');
  });

  it('says when there is no such checkout', async () => {
    serve(false);
    open('co-unknown');
    expect(await screen.findByText('We could not find this order')).toBeVisible();
  });
});
