// A cart line whose product was archived: shown as no longer sold, with nothing to buy and a Remove
// button (the line used to vanish from the cart while checkout still refused it).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@store/contract';
import { PageI18nProvider } from '../../../lib/i18n';
import { englishI18n } from '../../../test/render';
import { NoLongerSoldLine } from './no-longer-sold-line';

const line: CartLine = {
  productId: 'p1',
  variantId: 'v1',
  sku: 'KERFLINE-OLD-SAW',
  version: '',
  name: 'Kerfline Old Saw',
  slug: 'kerfline-old-saw',
  img: '/x.png',
  price: 40,
  priceMoney: { amount: 4_000, currency: 'USD' },
  minOrderQuantity: 1,
  available: 0,
  quantity: 2,
  noLongerSold: true,
};

describe('NoLongerSoldLine', () => {
  it('says the product is no longer sold and offers only Remove (no quantity, no price)', () => {
    const html = renderToStaticMarkup(
      <PageI18nProvider i18n={englishI18n}>
        <NoLongerSoldLine line={line} onRemove={() => {}} />
      </PageI18nProvider>,
    );
    expect(html).toContain('Kerfline Old Saw');
    expect(html).toContain('No longer sold');
    expect(html).toContain('Remove it to check out.');
    expect(html).toMatch(/<button[^>]*aria-label="Remove Kerfline Old Saw from the cart"[^>]*>Remove<\/button>/);
    expect(html).not.toContain('<input');
    expect(html).not.toContain('$');
  });
});
