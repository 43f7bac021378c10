import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageI18nProvider } from '../../../lib/i18n';
import { englishI18n } from '../../../test/render';
import { starFills } from './star-fills';
import { StarRating } from './star-rating';

describe('star ratings', () => {
  it('draw an average to the nearest half star', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('render 4.5 as four full stars and a half, named with the average', () => {
    const html = renderToStaticMarkup(
      <PageI18nProvider i18n={englishI18n}>
        <StarRating rating={4.5} />
      </PageI18nProvider>,
    );
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect([...html.matchAll(/data-fill="([^"]+)"/g)].map((m) => m[1])).toEqual(['1', '1', '1', '1', '0.5']);
  });
});
