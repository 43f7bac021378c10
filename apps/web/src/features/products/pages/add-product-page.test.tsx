import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CategoryList, InsertedId, NewProduct } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { category } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { AddProductPage } from './add-product-page';

const form = () => screen.getByRole('form', { name: 'Add A Product' });
const field = (label: string) => within(form()).getByLabelText(label);

/** GET /api/category: the form's Category box offers these. */
function categories() {
  api.use(
    http.get('/api/category', () =>
      HttpResponse.json<CategoryList>([category(), category({ _id: 'c2', slug: 'table-saws', name: 'Table saws' })]),
    ),
  );
}

/** The screen for a signed-in admin, once its form is up (after the categories came). */
async function open() {
  categories();
  signInAs(admin);
  const rendered = renderScreen(<AddProductPage />, { url: '/dashboard/add-product' });
  await screen.findByRole('form', { name: 'Add A Product' });
  return rendered;
}

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
    const { user } = await open();
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
    // A refused save says so and puts the admin on the first box in error.
    expect(await screen.findByText('Failed To Add The Product')).toBeVisible();
    await expect.poll(() => document.activeElement).toBe(field('Name'));
  });

  it('adds the product, says so, links to it and empties the form', async () => {
    let sent: NewProduct | undefined;
    api.use(
      http.post('/api/product', async ({ request }) => {
        sent = (await request.json()) as NewProduct;
        return HttpResponse.json<InsertedId>({ insertedId: 'p-new' });
      }),
    );
    const { user } = await open();
    await fillIn(user);
    await user.selectOptions(field('Category'), 'Table saws');
    await user.type(field('Power (W)'), '1800');
    await user.click(within(form()).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Added A New Product Successfully')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it in All Products' })).toHaveAttribute('href', '/all-product');
    expect(sent).toMatchObject({
      name: 'Kerfline TS-254 Table Saw',
      price: 499.5,
      available: 12,
      minOrderQuantity: 1,
      img: 'https://example.test/table-saw.webp',
      category: 'table-saws',
      specs: { powerW: 1800 },
    });
    // Left empty, the slug and the gallery are the server's to make from the name and the photo.
    expect(sent).not.toHaveProperty('slug');
    expect(sent).not.toHaveProperty('images');
    expect(field('Name')).toHaveValue('');
    expect(field('Category')).toHaveValue('');
  });

  it("says the product was not added, with the server's field message", async () => {
    api.use(http.post('/api/product', () => apiError(400, 'Invalid input', { name: 'A product with this name already exists' })));
    const { user } = await open();
    await fillIn(user);
    await user.click(within(form()).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed To Add The Product')).toBeVisible();
    expect(await within(form()).findByText('A product with this name already exists')).toBeVisible();
    await expect.poll(() => document.activeElement).toBe(field('Name'));
    expect(field('Name')).toHaveValue('Kerfline TS-254 Table Saw');
  });
});
