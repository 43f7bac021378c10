import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Overview } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { usd } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { OverviewPage } from './overview-page';

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
// Two paid days; the total is the server's (the page never adds amounts).
const overview: Overview = {
  revenuePerDay: days.map((day) => ({ day, revenue: usd(day === '2026-11-25' ? 74_850 : day === '2026-11-26' ? 24_950 : 0) })),
  revenueTotal: usd(99_800),
  ordersByStatus: [
    { status: 'Pending', count: 1, since: null },
    { status: 'Paid', count: 2, since: null },
    { status: 'Shipped', count: 0, since: null },
    { status: 'Delivered', count: 0, since: '2026-10-28T00:00:00.000Z' },
    { status: 'Cancelled', count: 0, since: '2026-10-28T00:00:00.000Z' },
    { status: 'Refunded', count: 1, since: '2026-10-28T00:00:00.000Z' },
  ],
  topProducts: [{ productId: 'p-1', productName: 'Kerfline CS-190 Circular Saw', revenue: usd(1_234_599), quantity: 95 }],
  lowStock: {
    threshold: 5,
    products: [
      { _id: 'p-2', name: 'Kerfline CS-190 Circular Saw', available: 0, variantId: 'v-1', sku: 'CS-190-230-EU', version: '230 V / EU' },
      { _id: 'p-2', name: 'Kerfline CS-190 Circular Saw', available: 3, variantId: 'v-2', sku: 'CS-190-120-US', version: '120 V / US' },
      { _id: 'p-3', name: 'Kerfline Blade', available: 4, variantId: 'v-3', sku: 'BLADE', version: '' },
    ],
  },
  newCustomersPerWeek: [],
};

describe('the overview', () => {
  it('shows the server’s revenue total, each day and each top product as money', async () => {
    api.use(http.get('/api/admin/overview', () => HttpResponse.json(overview)));
    signInAs(admin);
    renderScreen(<OverviewPage />, { url: '/dashboard/overview' });
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent(/^\$998\.00 in the last 30 days$/);
    expect(within(screen.getByTestId('top-product')).getByText('$12,345.99')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: /Show as a table/ })[0]!);
    const table = screen.getByRole('table', { name: /Revenue per day/ });
    expect(within(table).getByRole('row', { name: '2026-11-25 $748.50' })).toBeVisible();
    expect(within(table).getByRole('row', { name: '2026-11-26 $249.50' })).toBeVisible();
  });

  it('breaks the revenue down by the currency each order was paid in, beside its value in the store currency', async () => {
    api.use(
      http.get('/api/admin/overview', () =>
        HttpResponse.json({
          ...overview,
          revenueByCurrency: [
            { revenue: usd(74_850), inStoreCurrency: usd(74_850), orders: 2 },
            { revenue: { amount: 21_499, currency: 'EUR' }, inStoreCurrency: usd(24_950), orders: 1 },
            { revenue: { amount: 116_100, currency: 'JPY' }, inStoreCurrency: usd(74_900), orders: 1 },
          ],
        } satisfies Overview),
      ),
    );
    signInAs(admin);
    renderScreen(<OverviewPage />, { url: '/dashboard/overview' });
    const table = await screen.findByRole('table', { name: 'By currency paid in' });
    expect(within(table).getByRole('row', { name: 'EUR 1 €214.99 $249.50' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'JPY 1 ¥116,100 $749.00' })).toBeVisible();
  });

  it('names each version running low by its product, option values and SKU, fewest units first', async () => {
    api.use(http.get('/api/admin/overview', () => HttpResponse.json(overview)));
    signInAs(admin);
    renderScreen(<OverviewPage />, { url: '/dashboard/overview' });
    const lines = await screen.findAllByTestId('low-stock');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Kerfline CS-190 Circular Saw · 230 V / EUCS-190-230-EU0 left',
      'Kerfline CS-190 Circular Saw · 120 V / USCS-190-120-US3 left',
      'Kerfline BladeBLADE4 left',
    ]);
  });
});
