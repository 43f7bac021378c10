import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Cart } from '@store/contract';
import { toMajorNumber } from '@store/contract/money';
import { api, http, HttpResponse } from '../../../test/api';
import { cartLine, usd } from '../../../test/fixtures';
import { renderScreen, shopper, signInAs } from '../../../test/render';
import { MarketPrefixProvider } from '../../../lib/page-market';
import { CartPage } from './cart-page';

const saw = cartLine({ productId: 'p-saw', name: 'Kerfline CS-190 Circular Saw', priceMoney: usd(12_999), minOrderQuantity: 2, available: 5, quantity: 2 });
const blade = cartLine({ productId: 'p-blade', name: 'Kerfline 190 mm Blade', priceMoney: usd(1_950), minOrderQuantity: 1, available: 100, quantity: 1 });
const cartOf = (...lines: Cart['lines']): Cart => {
  const total = usd(lines.reduce((s, l) => s + l.priceMoney.amount * l.quantity, 0));
  return { lines, totalPrice: toMajorNumber(total), totalPriceMoney: total };
};

/** A signed-in shopper's cart on the server, changed by PUT and DELETE of its lines. */
function serverCart(initial: Cart) {
  let cart = initial;
  const sent: string[] = [];
  api.use(
    http.get('/api/cart', () => HttpResponse.json(cart)),
    http.put('/api/cart/lines/:id', async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      sent.push(`PUT ${String(params.id)} ${quantity}`);
      cart = cartOf(...cart.lines.map((l) => (l.productId === params.id ? { ...l, quantity } : l)));
      return HttpResponse.json(cart);
    }),
    http.delete('/api/cart/lines/:id', ({ params }) => {
      sent.push(`DELETE ${String(params.id)}`);
      cart = cartOf(...cart.lines.filter((l) => l.productId !== params.id));
      return HttpResponse.json(cart);
    }),
  );
  return sent;
}

describe('the cart', () => {
  it('lists each line with its total and the whole total, and leads to checkout', async () => {
    serverCart(cartOf(saw, blade));
    signInAs(shopper);
    renderScreen(<CartPage />, { url: '/cart' });
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByTestId('cart-line-total')).toHaveTextContent('$259.98');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$279.48');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('holds checkout back while a quantity breaks the rules, and saves a good one', async () => {
    const sent = serverCart(cartOf(saw));
    signInAs(shopper);
    const { user } = renderScreen(<CartPage />, { url: '/cart' });
    const quantity = await screen.findByLabelText(`Quantity of ${saw.name}`);
    await user.clear(quantity);
    expect(await screen.findByText('Quantity is required')).toBeVisible();
    await user.type(quantity, '9');
    expect(await screen.findByText('Maximum Order is 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeVisible();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$389.97');
    await expect.poll(() => sent).toContain('PUT p-saw 3');
  });

  it('removes a line, and says when the cart is empty', async () => {
    const sent = serverCart(cartOf(saw));
    signInAs(shopper);
    const { user } = renderScreen(<CartPage />, { url: '/cart' });
    await user.click(await screen.findByRole('button', { name: `Remove ${saw.name} from the cart` }));
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the products' })).toHaveAttribute('href', '/all-product');
    expect(sent).toEqual(['DELETE p-saw']);
  });

  it('lists two versions of one product as two lines, each naming its version and SKU, and changes each alone', async () => {
    const eu = cartLine({ productId: 'p-cs', variantId: 'v-eu', sku: 'CS-185-230-EU', version: '230 V / EU', name: 'Kerfline CS-185', minOrderQuantity: 1, quantity: 1 });
    const uk = { ...eu, variantId: 'v-uk', sku: 'CS-185-230-UK', version: '230 V / UK' };
    let cart = cartOf(eu, uk);
    const sent: string[] = [];
    api.use(
      http.get('/api/cart', () => HttpResponse.json(cart)),
      http.put('/api/cart/lines/:id', async ({ params, request }) => {
        const { quantity, variantId } = (await request.json()) as { quantity: number; variantId?: string };
        sent.push(`PUT ${String(params.id)} ${variantId} ${quantity}`);
        cart = cartOf(...cart.lines.map((l) => (l.variantId === variantId ? { ...l, quantity } : l)));
        return HttpResponse.json(cart);
      }),
      http.delete('/api/cart/lines/:id', ({ params, request }) => {
        const variantId = new URL(request.url).searchParams.get('variantId');
        sent.push(`DELETE ${String(params.id)} ${variantId}`);
        cart = cartOf(...cart.lines.filter((l) => l.variantId !== variantId));
        return HttpResponse.json(cart);
      }),
    );
    signInAs(shopper);
    const { user } = renderScreen(<CartPage />, { url: '/cart' });
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines.map((l) => within(l).getByTestId('cart-line-version').textContent)).toEqual(['230 V / EU · SKU CS-185-230-EU', '230 V / UK · SKU CS-185-230-UK']);
    const ukQuantity = screen.getByLabelText('Quantity of Kerfline CS-185 (230 V / UK)');
    await user.clear(ukQuantity);
    await user.type(ukQuantity, '3');
    await expect.poll(() => sent).toContain('PUT p-cs v-uk 3');
    await user.click(screen.getByRole('button', { name: 'Remove Kerfline CS-185 (230 V / EU) from the cart' }));
    await expect.poll(() => screen.queryAllByTestId('cart-line')).toHaveLength(1);
    expect(sent).toEqual(['PUT p-cs v-uk 3', 'DELETE p-cs v-eu']);
    expect(screen.getByTestId('cart-line-version')).toHaveTextContent('230 V / UK');
  });
});

describe('the cart in a market’s pages', () => {
  /** Answers where the shop ships; returns how many times it was asked. */
  const shipsTo = (countries: string[]) => {
    const asked = { count: 0 };
    api.use(
      http.get('/api/shipping/countries', () => {
        asked.count++;
        return HttpResponse.json({ countries });
      }),
    );
    return asked;
  };

  it('says at once that the shop does not ship to the country of the page', async () => {
    signInAs(shopper);
    serverCart(cartOf(saw));
    shipsTo(['DE', 'US']);
    renderScreen(
      <MarketPrefixProvider value="/en-ru">
        <CartPage />
      </MarketPrefixProvider>,
      { url: '/cart' },
    );
    expect(await screen.findByTestId('cart-not-shipped')).toHaveTextContent('We do not ship to this country yet');
  });

  it('says nothing where it ships, nor on the unprefixed cart, whose country checkout asks for', async () => {
    signInAs(shopper);
    serverCart(cartOf(saw));
    const asked = shipsTo(['DE', 'US']);
    const { unmount } = renderScreen(
      <MarketPrefixProvider value="/en-de">
        <CartPage />
      </MarketPrefixProvider>,
      { url: '/cart' },
    );
    // Germany's prices include VAT, and the shop ships there.
    expect(await screen.findByText('incl. VAT')).toBeVisible();
    await expect.poll(() => asked.count).toBe(1);
    expect(screen.queryByTestId('cart-not-shipped')).toBeNull();
    unmount();
    renderScreen(<CartPage />, { url: '/cart' });
    await screen.findAllByTestId('cart-line');
    expect(screen.queryByTestId('cart-not-shipped')).toBeNull();
    // Unprefixed, nothing is asked: the country is checkout's question.
    expect(asked.count).toBe(1);
  });
});
