import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api, http, HttpResponse } from '../../../test/api';
import { versionedProduct } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { ProductPage } from './product-page';

const saw = versionedProduct();
const route = '/products/:slug';
const url = `/products/${saw.slug}`;
const serve = () => api.use(http.get('/api/product/by-slug/:slug', () => HttpResponse.json(saw)));
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}:`) });

describe('a product sold in versions', () => {
  it('shows the default version, its options as radio groups, and what the chosen voltage cannot have', async () => {
    serve();
    renderScreen(<ProductPage />, { url, route });
    expect(await screen.findByRole('heading', { level: 1, name: saw.name })).toBeVisible();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$129.99');
    // The picker's code comes in a chunk of its own.
    expect(await within(await screen.findByRole('group', { name: /^Voltage:/ })).findByRole('radio', { name: '120 V' })).toBeChecked();
    expect(within(group('Plug')).getByRole('radio', { name: 'US' })).toBeChecked();
    // 230 V plugs do not exist with 120 V: shown, not selectable.
    expect(within(group('Plug')).getByRole('radio', { name: 'EU (unavailable)' })).toBeDisabled();
    expect(screen.getByTestId('variant-sku')).toHaveTextContent('CS-185');
    expect(screen.getByRole('link', { name: 'Purchase' })).toHaveAttribute('href', `/purchase/${saw._id}?variant=CS-185`);
  });

  it('follows a choice without a reload: price, stock, picture, specifications and the URL', async () => {
    serve();
    const { user, location } = renderScreen(<ProductPage />, { url, route });
    const gallery = await screen.findByTestId('product-gallery');
    expect(within(gallery).getByRole('img', { name: `${saw.name}, picture 1 of 2` })).toBeVisible();
    // The picker's chunk may not be loaded yet when this test runs first.
    await user.click(await screen.findByRole('radio', { name: '230 V' }));
    expect(screen.getByTestId('product-price')).toHaveTextContent('$139.99');
    expect(screen.getByTestId('product-available')).toHaveTextContent('7');
    expect(location().search).toBe('?variant=CS-185-230-EU');
    expect(within(group('Plug')).getByRole('radio', { name: 'EU' })).toBeChecked();
    // The UK version is sold out: marked, and not selectable.
    expect(within(group('Plug')).getByRole('radio', { name: 'UK (sold out)' })).toBeDisabled();
    // Its one picture of its own in place of the product's two.
    expect(within(screen.getByTestId('product-gallery')).getByRole('img', { name: saw.name })).toBeVisible();
    expect(within(screen.getByTestId('product-gallery')).queryByRole('list', { name: 'Pictures' })).toBeNull();
    const specs = screen.getByTestId('product-specs');
    expect(within(specs).getByRole('rowheader', { name: 'Voltage' }).nextElementSibling).toHaveTextContent('230 V');
    expect(within(specs).getByRole('rowheader', { name: 'SKU' }).nextElementSibling).toHaveTextContent('CS-185-230-EU');
    expect(within(specs).getAllByRole('rowheader', { name: 'Voltage' })).toHaveLength(1);
  });

  it('moves within a group with the arrow keys, as any radio group', async () => {
    serve();
    const { user, location } = renderScreen(<ProductPage />, { url, route });
    const v120 = await screen.findByRole('radio', { name: '120 V' });
    v120.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '230 V' })).toBeChecked();
    expect(location().search).toBe('?variant=CS-185-230-EU');
  });

  it('opens on the version the URL names, in any case; a SKU it does not sell shows the default', async () => {
    serve();
    renderScreen(<ProductPage />, { url: `${url}?variant=cs-185-230-uk`, route });
    expect(await screen.findByRole('radio', { name: 'UK (sold out)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });

  it('shows the default for a SKU it does not sell', async () => {
    serve();
    renderScreen(<ProductPage />, { url: `${url}?variant=NOPE`, route });
    expect(await screen.findByRole('radio', { name: '120 V' })).toBeChecked();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$129.99');
  });
});

describe('a product its market sells none of', () => {
  it('says so instead of a price, and cannot be bought', async () => {
    const nowhere = { ...saw, variants: [], available: 0, availableTotal: 0, orderable: false, priceMoney: { amount: 0, currency: 'EUR' }, price: 0 };
    api.use(http.get('/api/product/by-slug/:slug', () => HttpResponse.json(nowhere)));
    renderScreen(<ProductPage />, { url, route });
    expect(await screen.findByRole('heading', { level: 1, name: saw.name })).toBeVisible();
    expect(screen.getByTestId('product-price')).toHaveTextContent('Not sold in your country');
    expect(screen.queryByText('€0.00')).toBeNull();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });
});
