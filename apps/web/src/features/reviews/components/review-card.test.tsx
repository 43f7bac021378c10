import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { routerNavigation } from '../../../lib/spa-ports';
import { NavigationProvider } from '../../../lib/navigation';
import { PageI18nProvider } from '../../../lib/i18n';
import { englishI18n } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import type { Review } from '@store/contract';
import { ReviewCard } from './review-card';

const review: Review = {
  _id: 'r1',
  name: 'Rita Reviewer',
  img: '',
  reviewContent: 'Cuts straight.',
  ratings: '4',
  verifiedBuyer: true,
  productId: 'p1',
  product: { name: 'Kerfline CS-185 Circular Saw', slug: 'kerfline-cs-185-circular-saw' },
  createdAt: '2026-11-26T23:30:00.000Z',
};
const render = (props: Parameters<typeof ReviewCard>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PageI18nProvider i18n={englishI18n}>
        <NavigationProvider value={routerNavigation}>
          <ReviewCard {...props} />
        </NavigationProvider>
      </PageI18nProvider>
    </MemoryRouter>,
  );

describe('ReviewCard', () => {
  it('names the product reviewed, linked to its page, and the day it was posted (UTC)', () => {
    const html = render({ review });
    expect(html).toMatch(/<a [^>]*href="\/products\/kerfline-cs-185-circular-saw"/);
    expect(html).toContain('Kerfline CS-185 Circular Saw</a>');
    expect(html).toContain('<time dateTime="2026-11-26T23:30:00.000Z"');
    expect(html).toContain('Nov 26, 2026</time>');
  });

  it("names an archived product without a link, a review of the store without a product, and leaves it out on the product's page", () => {
    expect(render({ review: { ...review, product: { name: 'Old Saw', slug: null } } })).toMatch(/About <\/span><span[^>]*>Old Saw<\/span>/);
    expect(render({ review: { ...review, productId: null, product: null } })).not.toContain('review-product');
    expect(render({ review, showProduct: false })).not.toContain('review-product');
  });
});
