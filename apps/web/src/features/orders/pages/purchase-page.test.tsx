import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlaceOrderResponse, purchaseOrderSchema, SavedAddress } from '@store/contract';
import type { z } from 'zod';
import { api, http, HttpResponse } from '../../../test/api';
import { versionedProduct } from '../../../test/fixtures';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { PurchasePage } from './purchase-page';

const saw = versionedProduct();
const saved: SavedAddress = { phone: '+1 555 0100', shipping: { line1: '1 Saw Street', line2: '', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' } };

describe('the purchase page of a product sold in versions', () => {
  it('opens on the version the product page chose, lets the shopper change it, and orders that one', async () => {
    let sent: z.input<typeof purchaseOrderSchema> | undefined;
    api.use(
      http.get('/api/product/:id', () => HttpResponse.json(saw)),
      http.get('/api/checkout/address', () => HttpResponse.json(saved)),
      http.post('/api/order', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json<PlaceOrderResponse>({ success: true, insertedId: 'order-1' });
      }),
    );
    signInAs(shopper);
    const { user, location } = renderScreen(<PurchasePage />, { url: `/purchase/${saw._id}?variant=CS-185-230-EU`, route: '/purchase/:id' });
    expect(await screen.findByRole('radio', { name: '230 V' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'EU' })).toBeChecked();
    const form = await screen.findByRole('form', { name: 'Order' });
    expect(within(form).getByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$139.99');
    // Back to the 120 V version: its price, and the URL names it.
    await user.click(screen.getByRole('radio', { name: '120 V' }));
    expect(screen.getByTestId('order-total')).toHaveTextContent('$129.99');
    expect(location().search).toBe('?variant=CS-185');
    await user.selectOptions(within(form).getByLabelText('Country'), 'US');
    await user.selectOptions(within(form).getByLabelText('State'), 'US-IL');
    await user.click(within(form).getByRole('button', { name: 'Order Now' }));
    await expect.poll(() => location().pathname).toBe('/dashboard');
    expect(sent).toMatchObject({ productId: saw._id, variantId: 'variant-cs-185', totalQuantity: 1, totalPrice: 129.99 });
  });
});
