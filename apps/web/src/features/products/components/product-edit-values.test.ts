import { describe, expect, it } from 'vitest';
import type { Product } from '@store/contract';
import { newProductSchema } from '@store/contract';
import { changedFields, emptyValues, toNewProduct, toValues } from './product-edit-values';

const demo: Product = {
  _id: 'a0000000-0000-4000-8000-000000000000',
  name: 'Kerfline CS-185 Circular Saw',
  slug: 'kerfline-cs-185-circular-saw',
  img: '/images/products/circular-saw.svg',
  images: ['/images/products/circular-saw.svg', '/images/products/framing-blade.svg'],
  price: 129.99,
  priceMoney: { amount: 12_999, currency: 'USD' },
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
    expect(changedFields(demo, values)).toEqual({
      price: 99.5,
      available: 3,
      availableLoaded: 40,
      specs: { bevelRange: '0–56°', weightKg: 4.2 },
      category: null,
    });
  });

  it('a new stock with the stock the form showed, so the server applies the difference; no stock, neither', () => {
    const values = toValues(demo);
    values.available = '';
    expect(changedFields(demo, values)).toMatchObject({ available: Number.NaN, availableLoaded: 40 });
    values.available = '40';
    values.name = 'Renamed';
    expect(changedFields(demo, values)).toEqual({ name: 'Renamed' });
  });

  it('an emptied number box becomes NaN, which the schema reports as required', () => {
    const values = toValues(demo);
    values.price = ' ';
    expect(changedFields(demo, values).price).toBeNaN();
  });
});

describe('the add form sends a whole product, with what Edit Product has', () => {
  it('slug, category, gallery (card photo first) and specifications, valid for POST', () => {
    const values = { ...emptyValues(), name: 'Kerfline TS-1', description: 'A track saw.', price: '329.99', available: '0', minOrderQuantity: '1' };
    values.img = '/media/0123456789abcdef0123456789abcdef-1280.webp';
    values.images = 'https://cdn.example.com/side.png\n/media/0123456789abcdef0123456789abcdef-1280.webp';
    values.slug = 'ts-1';
    values.category = 'circular-saws';
    values.specs.powerW = '1400';
    const body = toNewProduct(values);
    expect(body).toEqual({
      name: 'Kerfline TS-1',
      description: 'A track saw.',
      price: 329.99,
      available: 0,
      minOrderQuantity: 1,
      img: values.img,
      slug: 'ts-1',
      images: [values.img, 'https://cdn.example.com/side.png'],
      category: 'circular-saws',
      specs: { powerW: 1400 },
    });
    // Adding keeps the rule that the minimum order fits the stock.
    expect(newProductSchema.safeParse(body).success).toBe(false);
    expect(newProductSchema.safeParse({ ...body, available: 5 }).success).toBe(true);
  });

  it('what was left empty is left out (the server makes slug and gallery); empty boxes are required', () => {
    const body = toNewProduct(emptyValues());
    expect(Object.keys(body).sort()).toEqual(['available', 'description', 'img', 'minOrderQuantity', 'name', 'price']);
    const refused = newProductSchema.safeParse(body);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Name is Required', 'Price is Required', 'Photo URL is Required', 'Minimum Order Quantity is Required']),
    );
  });
});
