import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminMarket, AdminProductPage, CurrencyRate, ProductPrices } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { PricesPage } from './prices-page';

const productId = '7d2b7c1e-5a43-4f4e-9f0a-2a9c3c0d1e10';
const variantId = '0b6f2a52-8d1e-4c1a-9a43-5a7f1f3e9c11';

const japan: AdminMarket = { id: '44444444-4444-4444-8444-444444444444', name: 'Japan', currency: 'JPY', pricesIncludeTax: true, language: 'en', languages: ['en'], countries: ['JP'], fallback: false, excludedVariants: 1, exchangeRate: true };

function serverPrices() {
  let excluded = [variantId];
  let eur = { currency: 'EUR', amount: 11_199, derived: true };
  const sent: string[] = [];
  const prices = (): ProductPrices => ({
    product: { id: productId, name: 'Kerfline CS-185 Circular Saw' },
    baseCurrency: 'USD',
    currencies: ['USD', 'EUR', 'JPY'],
    variants: [
      {
        id: variantId,
        sku: 'CS-185-230-EU',
        label: '230 V / EU',
        prices: [{ currency: 'USD', amount: 12_999, derived: false }, eur, { currency: 'JPY', amount: 20_150, derived: true }],
      },
    ],
  });
  api.use(
    http.get('/api/admin/product', () => HttpResponse.json({ products: [{ _id: productId, name: 'Kerfline CS-185 Circular Saw' }] } as unknown as AdminProductPage)),
    http.get('/api/admin/product-prices/:id', () => HttpResponse.json(prices())),
    http.get('/api/admin/currency-rates', () =>
      HttpResponse.json<CurrencyRate[]>([{ currency: 'JPY', rate: '155', roundingMode: 'nearest', roundingStep: 10, roundingBelow: 0, updatedAt: '2026-11-27T10:00:00.000Z' }]),
    ),
    http.put('/api/admin/variant-prices/:variant/:currency', async ({ params, request }) => {
      const { amount } = (await request.json()) as { amount: number };
      sent.push(`PUT ${String(params.currency)} ${amount}`);
      if (params.currency === 'EUR') eur = { currency: 'EUR', amount, derived: false };
      return HttpResponse.json({ success: true });
    }),
    http.get('/api/admin/markets', () => HttpResponse.json([japan])),
    http.get('/api/admin/markets/:id/excluded-variants', () => HttpResponse.json({ variantIds: excluded })),
    http.put('/api/admin/markets/:id/excluded-variants', async ({ request }) => {
      excluded = ((await request.json()) as { variantIds: string[] }).variantIds;
      sent.push(`EXCLUDE ${excluded.length}`);
      return HttpResponse.json({ variantIds: excluded });
    }),
  );
  return sent;
}

describe('the Prices screen', () => {
  it('shows each version in every currency, derived prices marked and muted, and sets one in minor units', async () => {
    const sent = serverPrices();
    signInAs(admin);
    const { user } = renderScreen(<PricesPage />, { url: '/dashboard/prices' });
    await user.selectOptions(await screen.findByLabelText('Product'), await screen.findByRole('option', { name: 'Kerfline CS-185 Circular Saw' }));
    const row = await screen.findByTestId('price-row');
    const cells = within(row).getAllByTestId('price-cell');
    expect(cells[0]).toHaveTextContent('$129.99');
    expect(cells[0]).not.toHaveTextContent('derived');
    expect(cells[1]).toHaveTextContent('€111.99derived');
    expect(within(cells[1]!).getByText('€111.99', { exact: false })).toHaveClass('text-base-content/60');
    expect(cells[2]).toHaveTextContent('¥20,150derived');
    expect(screen.getByText('to the nearest ¥10')).toBeVisible();

    await user.click(within(cells[1]!).getByRole('button', { name: /^Set/ }));
    const field = screen.getByRole('textbox', { name: 'Price of 230 V / EU (CS-185-230-EU) in EUR' });
    await user.clear(field);
    await user.type(field, '99.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toEqual(['PUT EUR 9950']);
    expect(await within(row).findByText('€99.50')).toBeVisible();
    expect(within(row).getAllByTestId('price-cell')[1]).not.toHaveTextContent('derived');
  });

  it('refuses an amount with more digits than the currency has (yen are whole)', async () => {
    const sent = serverPrices();
    signInAs(admin);
    const { user } = renderScreen(<PricesPage />, { url: '/dashboard/prices' });
    await user.selectOptions(await screen.findByLabelText('Product'), await screen.findByRole('option', { name: 'Kerfline CS-185 Circular Saw' }));
    const cells = within(await screen.findByTestId('price-row')).getAllByTestId('price-cell');
    await user.click(within(cells[2]!).getByRole('button', { name: /^Set/ }));
    const field = screen.getByRole('textbox', { name: 'Price of 230 V / EU (CS-185-230-EU) in JPY' });
    await user.clear(field);
    await user.type(field, '19800.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in JPY, e.g. 1990')).toBeVisible();
    await user.clear(field);
    await user.type(field, '19800');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toEqual(['PUT JPY 19800']);
  });

  it('ticks the markets that sell each version, and sells it in one more when ticked', async () => {
    const sent = serverPrices();
    signInAs(admin);
    const { user } = renderScreen(<PricesPage />, { url: '/dashboard/prices' });
    await user.selectOptions(await screen.findByLabelText('Product'), await screen.findByRole('option', { name: 'Kerfline CS-185 Circular Saw' }));
    const box = await screen.findByRole('checkbox', { name: '230 V / EU (CS-185-230-EU) sold in Japan' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await expect.poll(() => sent).toEqual(['EXCLUDE 0']);
    expect(await screen.findByText('Now sold in Japan')).toBeVisible();
    await expect.poll(() => screen.getByRole('checkbox', { name: '230 V / EU (CS-185-230-EU) sold in Japan' })).toBeChecked();
  });
});
