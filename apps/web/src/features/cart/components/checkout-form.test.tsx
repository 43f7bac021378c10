import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlaceCheckout, PlaceCheckoutResponse } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { cartLine } from '../../../test/fixtures';
import { renderScreen, shopper } from '../../../test/render';
import { CheckoutForm } from './checkout-form';

const cart = { lines: [cartLine({ quantity: 2, price: 129.99 })], totalPrice: 259.98, totalPriceMoney: { amount: 25_998, currency: 'USD' } };
const buyer = { id: shopper.id, name: shopper.name, email: shopper.email, image: null };
const form = () => screen.getByRole('form', { name: 'Checkout' });
const field = (label: string) => within(form()).getByLabelText(label);

describe('the checkout address form', () => {
  it("names the buyer, shows the cart's total and asks for each part of the address", async () => {
    const { user } = renderScreen(<CheckoutForm cart={cart} user={buyer} saved={{ shipping: null, phone: '' }} quote={undefined} onChoice={() => {}} />, { url: '/checkout' });
    expect(within(form()).getByText(shopper.email)).toBeVisible();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$259.98');
    await user.click(within(form()).getByRole('button', { name: 'Place order' }));
    expect(await within(form()).findByText('Phone is required')).toBeVisible();
    expect(within(form()).getByText('Address line 1 is required')).toBeVisible();
    expect(within(form()).getByText('City is required')).toBeVisible();
    expect(within(form()).getByText('Choose a country', { selector: '[id$="-error"], [role="alert"], p' })).toBeVisible();
  });

  it("checks the postal code against the country's format", async () => {
    const { user } = renderScreen(<CheckoutForm cart={cart} user={buyer} saved={{ shipping: null, phone: '' }} quote={undefined} onChoice={() => {}} />, { url: '/checkout' });
    await user.type(field('Phone'), '+44 20 7946 0000');
    await user.type(field('Address line 1'), '1 Saw Street');
    await user.type(field('City'), 'London');
    await user.selectOptions(field('Country'), 'GB');
    await user.type(field('Postal code'), '12345');
    await user.click(within(form()).getByRole('button', { name: 'Place order' }));
    expect(await within(form()).findByText('Enter a valid postal code for United Kingdom')).toBeVisible();
  });

  it('starts from the saved address, places the cart as one order and goes to its payment', async () => {
    let sent: PlaceCheckout | undefined;
    api.use(
      http.post('/api/checkout', async ({ request }) => {
        sent = (await request.json()) as PlaceCheckout;
        return HttpResponse.json<PlaceCheckoutResponse>({ success: true, insertedId: 'o-1' }, { status: 201 });
      }),
    );
    const saved = { phone: '+1 555 0100', shipping: { line1: '1 Saw Street', line2: '', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' } };
    const { user, location } = renderScreen(<CheckoutForm cart={cart} user={buyer} saved={saved} quote={undefined} onChoice={() => {}} />, { url: '/checkout' });
    expect(field('Address line 1')).toHaveValue('1 Saw Street');
    // happy-dom does not apply a select's value set before its options exist; browsers do.
    await user.selectOptions(field('Country'), 'US');
    await user.selectOptions(field('State'), 'US-IL');
    await user.click(within(form()).getByRole('button', { name: 'Place order' }));
    await expect.poll(() => location().pathname).toBe('/dashboard/payment/o-1');
    expect(sent).toMatchObject({ phone: '+1 555 0100', totalPrice: 259.98, shipping: { city: 'Springfield', country: 'US', region: 'US-IL' } });
  });

  it("shows the server's refusal (a changed price) as a toast", async () => {
    api.use(http.post('/api/checkout', () => apiError(409, 'Prices changed since you looked: check your cart', undefined, 'conflict')));
    const saved = { phone: '+1 555 0100', shipping: { line1: '1 Saw Street', line2: '', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' } };
    const { user } = renderScreen(<CheckoutForm cart={cart} user={buyer} saved={saved} quote={undefined} onChoice={() => {}} />, { url: '/checkout' });
    await user.selectOptions(field('Country'), 'US');
    await user.selectOptions(field('State'), 'US-IL');
    await user.click(within(form()).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Prices changed since you looked: check your cart')).toBeVisible();
  });
});
