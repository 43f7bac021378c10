import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Product } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { product } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { ProductVersionsEditor } from './product-versions-editor';

// A saw sold in one version so far: its default, with the product's price and stock.
const saw = product({
  _id: 'p-saw',
  slug: 'kerfline-cs-190-circular-saw',
  price: 199.99,
  options: [],
  variants: [
    {
      _id: 'v-1',
      sku: 'KERFLINE-CS-190',
      gtin: null,
      price: 199.99,
      priceMoney: { amount: 19_999, currency: 'USD' },
      available: 40,
      minOrderQuantity: 2,
      weightGrams: 4200,
      hsCode: '846722',
      originCountry: 'DE',
      images: [],
      options: {},
    },
  ],
});

/** Records each PUT's body and answers with `reply`. */
function puts(reply: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  api.use(
    http.put('/api/product/:id/variants', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return reply(body);
    }),
  );
  return sent;
}

function open() {
  signInAs(admin);
  return renderScreen(<ProductVersionsEditor product={saw} />, { url: '/dashboard/products/p-saw', route: '/dashboard/products/:id' });
}

const versions = () => within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');

describe('Edit Product: Versions', () => {
  it('generates a version per value from the default, sets a stock for all, and saves the set with what it does not edit', async () => {
    const sent = puts(() => HttpResponse.json<Product>({ ...saw, variants: [saw.variants![0]!, { ...saw.variants![0]!, _id: 'v-2', sku: 'KERFLINE-CS-190-230V' }] }));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Option 1 name'), 'Voltage');
    await user.type(screen.getByLabelText('Option 1 values, separated by commas'), '120 V, 230 V');
    await user.click(screen.getByRole('button', { name: 'Generate versions' }));
    expect(versions().map((v) => v.getAttribute('aria-label'))).toEqual(['120 V', '230 V']);
    // The first keeps its SKU and price; the new one starts from it with its value in the SKU.
    const second = within(versions()[1]!);
    expect(second.getByLabelText('SKU')).toHaveValue('KERFLINE-CS-190-230V');
    expect(second.getByLabelText('Price ($)')).toHaveValue('199.99');
    await user.clear(second.getByLabelText('Price ($)'));
    await user.type(second.getByLabelText('Price ($)'), '219.99');
    await user.type(screen.getByLabelText('Available Quantity'), '8');
    await user.click(screen.getByRole('button', { name: 'Apply stock to all' }));
    await user.click(screen.getByRole('button', { name: 'Save versions' }));

    expect(await screen.findByText('Versions saved: 2 on sale')).toBeVisible();
    expect(sent).toEqual([
      {
        options: [{ name: 'Voltage', values: ['120 V', '230 V'] }],
        variants: [
          // The loaded stock goes with the new one, so orders placed meanwhile keep their units.
          { sku: 'KERFLINE-CS-190', price: 199.99, available: 8, availableLoaded: 40, minOrderQuantity: 2, options: { Voltage: '120 V' }, weightGrams: 4200, hsCode: '846722', originCountry: 'DE', images: [] },
          { sku: 'KERFLINE-CS-190-230V', price: 219.99, available: 8, minOrderQuantity: 2, options: { Voltage: '230 V' } },
        ],
      },
    ]);
  });

  it('names what does not hold together before sending anything, and leaves out a version not sold', async () => {
    const sent = puts(() => HttpResponse.json<Product>(saw));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Option 1 name'), 'Plug');
    await user.type(screen.getByLabelText('Option 1 values, separated by commas'), 'US, EU, UK');
    await user.click(screen.getByRole('button', { name: 'Generate versions' }));
    const [, eu, uk] = versions().map((v) => within(v));
    await user.clear(uk!.getByLabelText('SKU'));
    await user.type(uk!.getByLabelText('SKU'), 'KERFLINE-CS-190-EU');
    await user.clear(eu!.getByLabelText('Price ($)'));
    // A version's own fields first, then the set's rules.
    const save = () => user.click(screen.getByRole('button', { name: 'Save versions' }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('KERFLINE-CS-190-EU: Price is required');
    await user.type(eu!.getByLabelText('Price ($)'), '189');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('SKU KERFLINE-CS-190-EU is listed twice');
    expect(sent).toEqual([]);

    await user.click(uk!.getByRole('checkbox', { name: 'Sold' }));
    await save();
    await screen.findByText('Versions saved: 1 on sale');
    expect((sent[0]!.variants as { sku: string }[]).map((v) => v.sku)).toEqual(['KERFLINE-CS-190', 'KERFLINE-CS-190-EU']);
  });

  it("shows the server's refusal, as a SKU another product has", async () => {
    puts(() => apiError(409, 'Another product has this SKU', { variants: 'A SKU is taken by another product' }, 'conflict'));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Save versions' }));
    expect(await screen.findByText('Another product has this SKU', { selector: 'li' })).toBeVisible();
  });
});
