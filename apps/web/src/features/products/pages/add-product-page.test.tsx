import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InsertedId, NewProduct } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { AddProductPage } from './add-product-page';

const form = () => screen.getByRole('form', { name: 'Add A Product' });
const field = (label: string) => within(form()).getByLabelText(label);

async function fillIn(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(field('Name'), 'Kerfline TS-254 Table Saw');
  await user.type(field('Description'), 'A 254 mm table saw for the workshop.');
  await user.type(field('Price ($)'), '499.5');
  await user.type(field('Available Quantity'), '12');
  await user.type(field('Minimum Order Quantity'), '1');
  await user.type(field('Photo URL'), 'https://example.test/table-saw.webp');
}

describe('Add A Product (back office)', () => {
  it("asks for every field in the customer's words, numbers in number inputs", async () => {
    signInAs(admin);
    const { user } = renderScreen(<AddProductPage />, { url: '/dashboard/add-product' });
    await user.click(within(form()).getByRole('button', { name: 'Add Product' }));
    for (const message of [
      'Name is Required',
      'Description is Required',
      'Price is Required',
      'Available Quantity is Required',
      'Minimum Order Quantity is Required',
      'Photo URL is Required',
    ]) {
      expect(await within(form()).findByText(message)).toBeVisible();
    }
    for (const label of ['Price ($)', 'Available Quantity', 'Minimum Order Quantity']) expect(field(label)).toHaveAttribute('type', 'number');
  });

  it('adds the product, says so, links to it and empties the form', async () => {
    let sent: NewProduct | undefined;
    api.use(
      http.post('/api/product', async ({ request }) => {
        sent = (await request.json()) as NewProduct;
        return HttpResponse.json<InsertedId>({ insertedId: 'p-new' });
      }),
    );
    signInAs(admin);
    const { user } = renderScreen(<AddProductPage />, { url: '/dashboard/add-product' });
    await fillIn(user);
    await user.click(within(form()).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Added A New Product Successfully')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it in All Products' })).toHaveAttribute('href', '/all-product');
    expect(sent).toMatchObject({ name: 'Kerfline TS-254 Table Saw', price: 499.5, available: 12, minOrderQuantity: 1 });
    expect(field('Name')).toHaveValue('');
  });

  it("says the product was not added, with the server's field message", async () => {
    api.use(http.post('/api/product', () => apiError(400, 'Invalid input', { name: 'A product with this name already exists' })));
    signInAs(admin);
    const { user } = renderScreen(<AddProductPage />, { url: '/dashboard/add-product' });
    await fillIn(user);
    await user.click(within(form()).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed To Add The Product')).toBeVisible();
    expect(within(form()).getByText('A product with this name already exists')).toBeVisible();
  });
});
