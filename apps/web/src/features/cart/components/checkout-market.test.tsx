// The checkout form once the server priced the cart for the chosen country: delivery methods, the
// market's currency and tax, an EU business's VAT number, the terms to accept.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CheckoutQuote, MarketCheckout, PlaceCheckoutResponse } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { cartLine } from '../../../test/fixtures';
import { renderScreen, shopper } from '../../../test/render';
import { MarketPrefixProvider } from '../../../lib/page-market';
import { CheckoutForm } from './checkout-form';

const cart = { lines: [cartLine({ quantity: 1, price: 749 })], totalPrice: 749, totalPriceMoney: { amount: 74_900, currency: 'USD' } };
const buyer = { id: shopper.id, name: shopper.name, email: shopper.email, image: null };
const saved = { phone: '+49 30 1234567', shipping: { line1: 'Sägewerkstraße 4', line2: '', city: 'Berlin', postalCode: '10115', country: 'DE' } };
const eur = (amount: number) => ({ amount, currency: 'EUR' });
const form = () => screen.getByRole('form', { name: 'Checkout' });

const germany: CheckoutQuote = {
  market: { name: 'Euro area', currency: 'EUR', pricesIncludeTax: true },
  lines: [{ variantId: cart.lines[0]!.variantId, quantity: 1, unitPrice: eur(64_499), lineTotal: eur(64_499), taxRate: '19%', tax: eur(10_298) }],
  problems: [],
  shipping: {
    ok: true,
    methods: [
      { id: '00000000-0000-4000-8000-000000000001', name: 'Standard', deliveryDays: { min: 3, max: 7 }, price: eur(0), free: true },
      { id: '00000000-0000-4000-8000-000000000002', name: 'Express', deliveryDays: { min: 1, max: 3 }, price: eur(1_990), free: false },
    ],
    chosenId: '00000000-0000-4000-8000-000000000001',
  },
  vat: { asked: true, reverseCharge: false, refused: false, vatNumber: null, message: null },
  totals: { subtotal: eur(64_499), shipping: eur(0), tax: eur(10_298), total: eur(64_499) },
  termsVersion: 1,
};

describe('checkout priced in the shipping country’s market', () => {
  it('lists the delivery methods in euros, shows the VAT in the price, and asks for the terms before placing', async () => {
    let sent: MarketCheckout | undefined;
    api.use(
      http.get('/api/legal', () => HttpResponse.json([{ slug: 'terms', title: 'Terms and Conditions', version: 3, updatedAt: '2026-11-01T00:00:00.000Z' }])),
      http.post('/api/checkout', async ({ request }) => {
        sent = (await request.json()) as MarketCheckout;
        return HttpResponse.json<PlaceCheckoutResponse>({ success: true, insertedId: 'o-de' }, { status: 201 });
      }),
    );
    const onChoice = vi.fn();
    const { user, location } = renderScreen(<CheckoutForm cart={cart} user={buyer} saved={saved} quote={germany} onChoice={onChoice} />, { url: '/checkout' });
    await user.selectOptions(within(form()).getByLabelText('Country'), 'DE');
    await expect.poll(() => onChoice.mock.lastCall?.[0]).toMatchObject({ country: 'DE' });

    const delivery = within(form()).getByRole('group', { name: 'Delivery' });
    expect(within(delivery).getByRole('radio', { name: /Standard.*3–7 working days.*Free/ })).toBeChecked();
    expect(within(delivery).getByRole('radio', { name: /Express.*€19\.90/ })).not.toBeChecked();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€644.99');
    expect(screen.getByTestId('checkout-tax-included')).toHaveTextContent('incl. €102.98 VAT');

    await within(form()).findByRole('checkbox', { name: /I accept the terms and conditions/ });
    await user.click(within(form()).getByRole('button', { name: 'Place order' }));
    expect(await within(form()).findByText('Accept the terms and conditions to place your order')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.click(within(delivery).getByRole('radio', { name: /Express/ }));
    await expect.poll(() => onChoice.mock.lastCall?.[0]).toMatchObject({ country: 'DE', shippingMethodId: '00000000-0000-4000-8000-000000000002' });
    await user.click(within(form()).getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(within(form()).getByRole('button', { name: 'Place order' }));
    await expect.poll(() => location().pathname).toBe('/dashboard/payment/o-de');
    expect(sent).toMatchObject({ acceptTerms: true, shippingMethodId: '00000000-0000-4000-8000-000000000002', totalPrice: 644.99, shipping: { country: 'DE' } });
  });

  it('says reverse charge for a business’s VAT number, and blocks a cart the market cannot sell or a country not shipped to', () => {
    const business: CheckoutQuote = {
      ...germany,
      vat: { asked: true, reverseCharge: true, refused: false, vatNumber: 'DE136695976', message: 'Reverse charge: no VAT is charged; you account for it' },
      totals: { ...germany.totals, tax: eur(0), total: eur(54_201) },
    };
    const { unmount } = renderScreen(<CheckoutForm cart={cart} user={buyer} saved={saved} quote={business} onChoice={() => {}} />, { url: '/checkout' });
    expect(within(form()).getByText('Reverse charge: no VAT is charged; you account for it')).toBeVisible();
    expect(screen.getByText('VAT (reverse charge)')).toBeVisible();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€542.01');
    unmount();

    const blocked: CheckoutQuote = {
      ...germany,
      problems: [{ variantId: 'v', productId: 'p', message: 'Kerfline Saw (120 V / US) is not sold in Euro area; remove it or choose another version' }],
      shipping: { ok: false, message: 'We do not ship to this country yet' },
    };
    renderScreen(<CheckoutForm cart={cart} user={buyer} saved={saved} quote={blocked} onChoice={() => {}} />, { url: '/checkout' });
    expect(screen.getByTestId('checkout-market-problems')).toHaveTextContent('is not sold in Euro area');
    expect(screen.getByTestId('checkout-not-shipped')).toHaveTextContent('We do not ship to this country yet');
    expect(within(form()).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
  it('starts in the country of the market whose pages the shopper is on', async () => {
    const onChoice = vi.fn();
    const empty = { phone: '', shipping: null };
    renderScreen(
      <MarketPrefixProvider value="/en-jp">
        <CheckoutForm cart={cart} user={buyer} saved={empty} quote={undefined} onChoice={onChoice} />
      </MarketPrefixProvider>,
      { url: '/checkout' },
    );
    // The form's first choice is the market's country: the server prices the cart there at once.
    await expect.poll(() => onChoice.mock.calls[0]?.[0]).toEqual({ country: 'JP' });
  });

  it('leaves the country to the shopper on the unprefixed checkout', async () => {
    const onChoice = vi.fn();
    renderScreen(<CheckoutForm cart={cart} user={buyer} saved={{ phone: '', shipping: null }} quote={undefined} onChoice={onChoice} />, { url: '/checkout' });
    await expect.poll(() => onChoice.mock.calls.length).toBeGreaterThan(0);
    expect(onChoice.mock.calls.every(([choice]) => choice === null)).toBe(true);
  });
});
