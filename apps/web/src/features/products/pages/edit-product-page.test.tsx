import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { CategoryList, Product } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { category, product } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { EditProductPage } from './edit-product-page';

// No category: happy-dom leaves a select that react-hook-form fills empty, which would read as a change.
const saw = product({ _id: 'p-saw', name: 'Kerfline CS-190 Circular Saw', available: 40, minOrderQuantity: 2, category: null });
const form = () => screen.getByRole('form', { name: 'Edit product' });
const field = (label: string) => within(form()).getByLabelText(label);

/** The screen for a signed-in admin, once its form is up; `stockNow` answers each later load of the product. */
async function open(stockNow: () => number = () => saw.available) {
  let loads = 0;
  api.use(
    http.get('/api/category', () => HttpResponse.json<CategoryList>([category()])),
    http.get('/api/product/:id', () => HttpResponse.json<Product>({ ...saw, available: loads++ === 0 ? saw.available : stockNow() })),
  );
  signInAs(admin);
  const rendered = renderScreen(<EditProductPage />, {
    url: '/dashboard/products/p-saw',
    route: '/dashboard/products/:id',
    routes: { '/dashboard/products': <p>Manage Products list</p> },
  });
  await screen.findByRole('form', { name: 'Edit product' });
  return rendered;
}

/** Records the body of each PATCH and answers with `reply`. */
function patches(reply: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  api.use(
    http.patch('/api/product/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return reply(body);
    }),
  );
  return sent;
}

async function setStock(user: ReturnType<typeof renderScreen>['user'], value: string) {
  await user.clear(field('Available Quantity'));
  await user.type(field('Available Quantity'), value);
}

describe('Edit Product: the stock', () => {
  it('sends the new stock with the stock the form loaded, and says when orders moved it meanwhile', async () => {
    // Three units were ordered while the admin typed: the server applied +10 to 37.
    const sent = patches((body) => HttpResponse.json<Product>({ ...saw, available: 37 + (body.available as number) - (body.availableLoaded as number) }));
    const { user, location } = await open();
    expect(field('Available Quantity')).toHaveValue(40);
    await setStock(user, '50');
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved: 47 available now (orders changed the stock while you edited)')).toBeVisible();
    expect(sent).toEqual([{ available: 50, availableLoaded: 40 }]);
    expect(location().pathname).toBe('/dashboard/products');
  });

  it('measures the change against what the boxes were filled from, even after the product reloads', async () => {
    const sent = patches((body) => HttpResponse.json<Product>({ ...saw, available: body.available as number }));
    const { user } = await open(() => 35);
    await setStock(user, '45');
    // The page refetches the product (35 now) while the admin is still on the form.
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: queryKeys.products.detail('p-saw') });
      // The query client tells its views on the next macrotask: the form has the reloaded product after it.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeVisible();
    expect(sent).toEqual([{ available: 45, availableLoaded: 40 }]);
  });

  it('sends no stock when the stock was not changed', async () => {
    const sent = patches(() => HttpResponse.json<Product>({ ...saw, name: 'Kerfline CS-190 Pro' }));
    const { user } = await open();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Kerfline CS-190 Pro');
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeVisible();
    expect(sent).toEqual([{ name: 'Kerfline CS-190 Pro' }]);
  });

  it("shows the server's refusal when orders took the units the admin meant to remove", async () => {
    patches(() =>
      apiError(
        409,
        'Only 2 left now (orders took units while you edited): the stock cannot go down by 5. Reload the product to see its stock.',
        { available: 'Only 2 left now: cannot remove 5' },
        'conflict',
      ),
    );
    const { user, location } = await open();
    await setStock(user, '35');
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Only 2 left now \(orders took units while you edited\)/)).toBeVisible();
    expect(await within(form()).findByText('Only 2 left now: cannot remove 5')).toBeVisible();
    await expect.poll(() => document.activeElement).toBe(field('Available Quantity'));
    expect(location().pathname).toBe('/dashboard/products/p-saw');
  });
});
