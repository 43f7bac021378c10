import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlaceOrderResponse, purchaseOrderSchema, SavedAddress } from '@store/contract';
import type { z } from 'zod';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { product } from '../../../test/fixtures';
import { renderScreen, shopper } from '../../../test/render';
import { PurchaseForm } from './purchase-form';

type PlaceOrder = z.input<typeof purchaseOrderSchema>;
const saw = product({ minOrderQuantity: 2, available: 5 });
const noAddress: SavedAddress = { shipping: null, phone: '' };
const savedAddress: SavedAddress = { phone: '+1 555 0100', shipping: { line1: '1 Saw Street', line2: 'Unit 4', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' } };
const show = (p = saw, saved = noAddress) =>
  renderScreen(<PurchaseForm product={p} saved={saved} user={{ id: shopper.id, name: shopper.name, email: shopper.email, image: null }} />, {
    url: `/purchase/${p._id}`,
    route: '/purchase/:id',
  });
const form = () => screen.getByRole('form', { name: 'Order' });
const orderNow = () => within(form()).getByRole('button', { name: 'Order Now' });
async function fillAddress(user: ReturnType<typeof show>['user']) {
  await user.type(within(form()).getByLabelText('Address line 1'), '1 Saw Street');
  await user.type(within(form()).getByLabelText('City'), 'Springfield');
  await user.type(within(form()).getByLabelText('Postal code'), '62701');
  await user.selectOptions(within(form()).getByLabelText('Country'), 'US');
  await user.selectOptions(within(form()).getByLabelText('State'), 'US-IL');
}

describe('the purchase form (docs/product/orders-and-payments.md)', () => {
  it("shows the buyer's name and e-mail read-only and starts at the minimum order with its total", () => {
    show();
    expect(within(form()).getByLabelText('Name')).toHaveValue(shopper.name);
    expect(within(form()).getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(form()).getByLabelText('Email')).toHaveValue(shopper.email);
    expect(within(form()).getByLabelText('Quantity')).toHaveValue(2);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$259.98');
  });

  it('disables Order Now below the minimum and above the stock, saying why', async () => {
    const { user } = show();
    const quantity = within(form()).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(await within(form()).findByText('Minimum Order is 2')).toBeVisible();
    expect(orderNow()).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '6');
    expect(await within(form()).findByText('Maximum Order is 5')).toBeVisible();
    expect(orderNow()).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(orderNow()).toBeEnabled();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$389.97');
  });

  it("asks for the address and phone in the customer's words", async () => {
    const { user } = show();
    await user.click(orderNow());
    // The address's first line is SPEC's address: its message; the other parts are checkout's.
    expect(await within(form()).findByText('Address is reaquired')).toBeVisible();
    expect(within(form()).queryByText('Address line 1 is required')).toBeNull();
    expect(within(form()).getByText('City is required')).toBeVisible();
    expect(within(form()).getByText('Phone is required')).toBeVisible();
    await user.clear(within(form()).getByLabelText('Quantity'));
    await user.click(orderNow());
    expect(await within(form()).findByText('Quantity is required to ordre')).toBeVisible();
  });

  it('says the product is out of stock and offers no order', () => {
    show(product({ available: 0 }));
    expect(within(form()).getByText('Sorry, this product is out of stock.')).toBeVisible();
    expect(orderNow()).toBeDisabled();
  });

  it("checks the postal code against the country's format, as checkout does", async () => {
    const { user } = show();
    await user.type(within(form()).getByLabelText('Address line 1'), '1 Saw Street');
    await user.type(within(form()).getByLabelText('City'), 'London');
    await user.selectOptions(within(form()).getByLabelText('Country'), 'GB');
    await user.type(within(form()).getByLabelText('Postal code'), '12345');
    await user.click(orderNow());
    expect(await within(form()).findByText('Enter a valid postal code for United Kingdom')).toBeVisible();
  });

  it("places the order with the buyer's details and goes to My Orders", async () => {
    let sent: PlaceOrder | undefined;
    api.use(
      http.post('/api/order', async ({ request }) => {
        sent = (await request.json()) as PlaceOrder;
        return HttpResponse.json<PlaceOrderResponse>({ success: true, insertedId: 'order-1' });
      }),
    );
    const { user, location } = show();
    await fillAddress(user);
    await user.type(within(form()).getByLabelText('Phone'), '+1 555 0100');
    await user.click(orderNow());
    await expect.poll(() => location().pathname).toBe('/dashboard');
    expect(sent).toMatchObject({ productId: saw._id, totalQuantity: 2, address: '1 Saw Street, Springfield, IL 62701, United States', phone: '+1 555 0100', userEmail: shopper.email, status: 'Pending' });
    expect(await screen.findByText('Order Placed / Please Pay For Proceed')).toBeVisible();
  });

  it("puts the server's refusal of a field under that field", async () => {
    api.use(
      http.post('/api/order', () =>
        apiError(400, 'Invalid input', { phone: 'Phone must be 7 characters or longer', 'shipping.region': 'Choose a valid state for United States' }),
      ),
    );
    const { user } = show();
    await fillAddress(user);
    await user.type(within(form()).getByLabelText('Phone'), '5550100');
    await user.click(orderNow());
    expect(await within(form()).findByText('Phone must be 7 characters or longer')).toBeVisible();
    expect(within(form()).getByLabelText('State')).toHaveAccessibleDescription('Choose a valid state for United States');
  });

  // Last: the toast it raises stays on screen for the tests after it.
  it('starts from the saved address and sends it with the address text it makes', async () => {
    let sent: PlaceOrder | undefined;
    api.use(
      http.post('/api/order', async ({ request }) => {
        sent = (await request.json()) as PlaceOrder;
        return HttpResponse.json<PlaceOrderResponse>({ success: true, insertedId: 'order-1' });
      }),
    );
    const { user, location } = show(saw, savedAddress);
    expect(within(form()).getByLabelText('Address line 1')).toHaveValue('1 Saw Street');
    expect(within(form()).getByLabelText('Address line 2 (optional)')).toHaveValue('Unit 4');
    expect(within(form()).getByLabelText('Phone')).toHaveValue('+1 555 0100');
    // happy-dom does not apply a select's value set before its options exist; browsers do.
    await user.selectOptions(within(form()).getByLabelText('Country'), 'US');
    await user.selectOptions(within(form()).getByLabelText('State'), 'US-IL');
    await user.click(orderNow());
    await expect.poll(() => location().pathname).toBe('/dashboard');
    expect(sent).toMatchObject({
      address: '1 Saw Street, Unit 4, Springfield, IL 62701, United States',
      shipping: { line1: '1 Saw Street', line2: 'Unit 4', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' },
      phone: '+1 555 0100',
      totalQuantity: 2,
      totalPrice: 259.98,
    });
  });
});
