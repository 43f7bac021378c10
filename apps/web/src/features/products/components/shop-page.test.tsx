// The shop's option filter: the option values the search and category match, with their counts,
// as checkboxes under the search, category and sort; choosing one narrows the list through the URL.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProductOptionCounts } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { category, product } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { ShopPage } from './shop-page';

const counts: ProductOptionCounts = {
  options: [
    { name: 'Plug', values: [{ value: 'EU', count: 6 }, { value: 'US', count: 6 }, { value: 'UK', count: 3 }] },
    { name: 'Voltage', values: [{ value: '230 V', count: 6 }, { value: '120 V', count: 6 }] },
  ],
  capped: false,
};

/** Answers the list and the counts; returns the option filters of every list request. */
function shopApi(answer: ProductOptionCounts = counts) {
  const listed: string[][] = [];
  const counted: string[] = [];
  api.use(
    http.get('/api/category', () => HttpResponse.json([category()])),
    http.get('/api/product/options', ({ request }) => {
      counted.push(new URL(request.url).search);
      return HttpResponse.json(answer);
    }),
    http.get('/api/product', ({ request }) => {
      listed.push(new URL(request.url).searchParams.getAll('option'));
      return HttpResponse.json([product({ name: 'Kerfline CS-190 Circular Saw' })]);
    }),
  );
  return { listed, counted };
}

describe('the shop’s option filter', () => {
  it('offers each option’s values with their counts, and a value chosen with the keyboard narrows the list', async () => {
    const { listed, counted } = shopApi();
    const view = renderScreen(<ShopPage header={<h1>Products</h1>} pageSort="oldest" />, { url: '/products?category=circular-saws' });
    const voltage = await screen.findByRole('group', { name: 'Voltage' });
    const v230 = within(voltage).getByRole('checkbox', { name: '230 V (6)' });
    expect(within(screen.getByRole('group', { name: 'Plug' })).getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual([
      'EU (6)',
      'US (6)',
      'UK (3)',
    ]);
    expect(counted).toEqual(['?category=circular-saws']);
    // Focused (as Tab would) and Space, as on a keyboard.
    v230.focus();
    await view.user.keyboard(' ');
    expect(view.location().search).toBe('?category=circular-saws&option=Voltage%3A230+V');
    expect(await within(await screen.findByRole('group', { name: 'Voltage' })).findByRole('checkbox', { name: '230 V (6)', checked: true })).toBeVisible();
    expect(listed.at(-1)).toEqual(['Voltage:230 V']);
    // Another value of another option: both apply; the counts were not asked again (they do not depend on the options chosen).
    await view.user.click(screen.getByRole('checkbox', { name: 'UK (3)' }));
    expect(new URLSearchParams(view.location().search).getAll('option')).toEqual(['Plug:UK', 'Voltage:230 V']);
    expect(counted).toEqual(['?category=circular-saws']);
    await view.user.click(screen.getByRole('button', { name: 'Clear options' }));
    expect(view.location().search).toBe('?category=circular-saws');
  });

  it('keeps a value the URL chose that the counts lack, so it can be taken out; a capped count reads "at least"', async () => {
    shopApi({ options: [{ name: 'Voltage', values: [{ value: '120 V', count: 10_000 }] }], capped: true });
    const view = renderScreen(<ShopPage header={<h1>Products</h1>} pageSort="oldest" />, { url: '/products?option=Blade:254%20mm' });
    expect(await screen.findByRole('checkbox', { name: '120 V (10,000+)' })).not.toBeChecked();
    await view.user.click(screen.getByRole('checkbox', { name: '254 mm (0+)', checked: true }));
    expect(view.location().search).toBe('');
  });
});
