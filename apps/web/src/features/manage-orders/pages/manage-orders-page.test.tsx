import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminOrderPage } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { adminOrder, orderLine, usd } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { ManageOrdersPage } from './manage-orders-page';

/** GET /api/admin/order: two pages of orders; every query string the page sends is kept. */
function orderPages() {
  const asked: string[] = [];
  api.use(
    http.get('/api/admin/order', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page: AdminOrderPage = url.searchParams.get('cursor')
        ? { data: [adminOrder({ _id: 'o-3', productName: 'Kerfline Band Saw', userEmail: 'pat@example.test', status: 'Delivered' })], nextCursor: null }
        : {
            data: [
              adminOrder({ _id: 'o-1', number: 1042, productName: 'Kerfline CS-190 Circular Saw', totalPriceMoney: usd(25998), status: 'Paid' }),
              adminOrder({ _id: 'o-2', productName: 'Kerfline JS-90 Jig Saw', userEmail: 'lee@example.test', status: 'Pending' }),
              // From a cart: one order of three lines.
              adminOrder({
                _id: 'o-4',
                userEmail: 'kim@example.test',
                lines: [
                  orderLine({ position: 1, productName: 'Kerfline PS-12 Plunge Saw', quantity: 1 }),
                  orderLine({ position: 2, productName: 'Kerfline JS-90 Jig Saw', quantity: 2 }),
                  orderLine({ position: 3, productName: 'Kerfline Band Saw', quantity: 4 }),
                ],
              }),
            ],
            nextCursor: 'after-o-2',
          };
      return HttpResponse.json(page);
    }),
  );
  return asked;
}

describe('Manage Orders (back office)', () => {
  it('lists orders newest first with customer, total and status, a page at a time', async () => {
    orderPages();
    signInAs(admin);
    const { user } = renderScreen(<ManageOrdersPage />, { url: '/dashboard/manage-orders' });
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    const rows = within(table).getAllByTestId('admin-order-row');
    expect(rows).toHaveLength(3);
    // An order of several lines: its first product and how many more; the units of every line.
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Kerfline PS-12 Plunge Saw + 2 more');
    expect(within(rows[2]!).getByText('7')).toBeVisible();
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Kerfline CS-190 Circular Saw');
    expect(rows[0]).toHaveTextContent('$259.98');
    expect(within(rows[0]!).getByTestId('admin-order-number')).toHaveTextContent('#1042');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(within(rows[1]!).getByRole('link', { name: 'Open the order of Kerfline JS-90 Jig Saw by lee@example.test' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders/o-2',
    );
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByRole('rowheader', { name: 'Kerfline Band Saw' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });

  it('filters by text and status through the address bar', async () => {
    const asked = orderPages();
    signInAs(admin);
    const { user, location } = renderScreen(<ManageOrdersPage />, { url: '/dashboard/manage-orders' });
    await screen.findByRole('table');
    const filters = screen.getByRole('search', { name: 'Filter orders' });
    await user.type(within(filters).getByLabelText('Customer e-mail, product or transaction id'), 'lee@example.test');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Pending');
    await user.click(within(filters).getByRole('button'));
    await expect.poll(() => location().search).toBe('?q=lee%40example.test&status=Pending');
    await expect.poll(() => asked.at(-1)).toBe('?q=lee%40example.test&status=Pending&limit=25');
  });

  it('says when no order matches', async () => {
    api.use(http.get('/api/admin/order', () => HttpResponse.json<AdminOrderPage>({ data: [], nextCursor: null })));
    signInAs(admin);
    renderScreen(<ManageOrdersPage />, { url: '/dashboard/manage-orders?status=Refunded' });
    expect(await screen.findByText('No orders match.')).toBeVisible();
  });
});
