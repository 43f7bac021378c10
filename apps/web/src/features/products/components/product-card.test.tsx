import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { routerNavigation } from '../../../lib/spa-ports';
import { NavigationProvider } from '../../../lib/navigation';
import { PageI18nProvider } from '../../../lib/i18n';
import { englishI18n } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import type { Product } from '@store/contract';
import { ProductCard } from './product-card';

const product: Product = {
  _id: '7d3f8a52-0c4e-4d8b-9a51-2f6f1c9e0b11',
  name: 'Kerfline CS-185 Circular Saw',
  slug: 'kerfline-cs-185-circular-saw',
  img: '/images/products/cs-185.svg',
  images: [],
  price: 129.99,
  priceMoney: { amount: 12_999, currency: 'USD' },
  description: 'A circular saw.',
  available: 40,
  minOrderQuantity: 2,
  category: null,
  specs: {},
};
const render = (p: Product) =>
  renderToStaticMarkup(
    <PageI18nProvider i18n={englishI18n}>
      <MemoryRouter>
        <NavigationProvider value={routerNavigation}>
          <ProductCard product={p} />
        </NavigationProvider>
      </MemoryRouter>
    </PageI18nProvider>,
  );

describe('ProductCard', () => {
  it('shows the exact price in its currency, grouped as everywhere else (pages, mails)', () => {
    expect(render({ ...product, price: 1234, priceMoney: { amount: 123_400, currency: 'USD' } })).toContain('$1,234.00');
    expect(render({ ...product, price: 158000, priceMoney: { amount: 158_000, currency: 'JPY' } })).toContain('¥158,000');
  });

  it('shows "from" the lowest price when its versions differ in price, the plain price when they do not', () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    const ranged = render({ ...product, priceRange: { min: usd(11_999), max: usd(14_999) } });
    // Screen readers hear the whole range: "from $119.99 to $149.99, by version".
    expect(ranged).toMatch(/<span[^>]*>from <\/span>\$119\.99<span class="sr-only"> to \$149\.99, by version<\/span><\/p>/);
    expect(ranged).not.toContain('$129.99');
    for (const same of [{ priceRange: { min: usd(12_999), max: usd(12_999) } }, {}]) {
      const html = render({ ...product, ...same });
      expect(html).toContain('>$129.99</p>');
      expect(html).not.toContain('from ');
    }
  });

  it('links Purchase to the purchase page while the minimum order is in stock', () => {
    const html = render(product);
    expect(html).toMatch(/<a [^>]*href="\/purchase\/7d3f8a52-0c4e-4d8b-9a51-2f6f1c9e0b11"[^>]*>Purchase<\/a>/);
    expect(html).toContain('In stock');
  });

  it('sends the shopper to choose a version when the default is sold out but another is in stock', () => {
    const html = render({ ...product, available: 0, orderable: true });
    expect(html).toContain('In stock in other versions');
    expect(html).not.toContain('Out of stock');
    expect(html).not.toContain('href="/purchase/');
    const choose = /<a [^>]*aria-label="Choose a version of Kerfline CS-185 Circular Saw"[^>]*>Choose a version<\/a>/.exec(html)?.[0];
    expect(choose).toContain('href="/products/kerfline-cs-185-circular-saw"');
    // Every version sold out: out of stock, as a product in one version.
    expect(render({ ...product, available: 0, orderable: false })).toContain('Out of stock');
  });

  it('offers no active Purchase once not even the minimum order is left', () => {
    for (const available of [0, 1]) {
      const html = render({ ...product, available });
      expect(html).not.toContain('href="/purchase/');
      expect(html).toMatch(/<button [^>]*disabled=""[^>]*aria-label="Purchase Kerfline CS-185 Circular Saw: out of stock"[^>]*>Purchase<\/button>/);
      expect(html).toContain('Out of stock');
    }
  });
});
