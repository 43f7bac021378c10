import { describe, expect, it } from 'vitest';
import type { Product } from '@store/contract';
import { changedFields, toValues } from './product-edit-values';

const demo: Product = {
  _id: 'a0000000-0000-4000-8000-000000000000',
  name: 'Kerfline CS-185 Circular Saw',
  slug: 'kerfline-cs-185-circular-saw',
  img: '/images/products/circular-saw.svg',
  images: ['/images/products/circular-saw.svg', '/images/products/framing-blade.svg'],
  price: 129.99,
  description: 'A saw.',
  available: 40,
  minOrderQuantity: 2,
  category: { _id: 'c0000000-0000-4000-8000-000000000000', slug: 'circular-saws', name: 'Circular saws' },
  specs: { powerW: 1400, bevelRange: '0–56°' },
};

describe('the edit form sends only what changed', () => {
  it('nothing when nothing changed, so a demo picture on a site path is never re-validated', () => {
    expect(changedFields(demo, toValues(demo))).toEqual({});
  });

  it('the fields changed, typed text made into numbers, empty specs left out', () => {
    const values = toValues(demo);
    values.price = '99.5';
    values.available = '3';
    values.specs.powerW = '';
    values.specs.weightKg = '4.2';
    values.category = '';
    expect(changedFields(demo, values)).toEqual({ price: 99.5, available: 3, specs: { bevelRange: '0–56°', weightKg: 4.2 }, category: null });
  });

  it('an emptied number box becomes NaN, which the schema reports as required', () => {
    const values = toValues(demo);
    values.price = ' ';
    expect(changedFields(demo, values).price).toBeNaN();
  });
});
