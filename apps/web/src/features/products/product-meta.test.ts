import { describe, expect, it } from 'vitest';
import type { Product } from '@store/contract';
import { productMeta } from './product-meta';
import { createPageI18n } from '../../lib/i18n';

const english = createPageI18n('en', 'US', {});

const withDescription = (description: string) => ({ name: 'Kerfline X', description }) as Product;

describe('a product page title and description', () => {
  it('names the product and keeps a short description whole', () => {
    expect(productMeta(withDescription('A saw.\n\nIt  cuts.'), english)).toEqual({ title: 'Kerfline X | Kerfline Power Saws', description: 'A saw. It cuts.' });
  });

  it('cuts a long description at a word, within 155 characters', () => {
    const long = `${'word '.repeat(40)}end.`;
    const { description } = productMeta(withDescription(long), english);
    expect(description.length).toBeLessThanOrEqual(156);
    expect(description).toMatch(/word…$/);
  });
});
