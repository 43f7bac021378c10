// The product form's values: text as typed in the boxes, made from a product (or empty, to add
// one) and turned into the body of a POST (everything given) or of a PATCH (only what changed).
import type { Product, ProductSpecs } from '@store/contract';
import { specFields } from '../../../lib/spec-fields';


/** What the boxes hold: text as typed; the patch is made from it and checked with the API's own schema. */
export interface EditValues {
  name: string;
  slug: string;
  description: string;
  price: string;
  available: string;
  minOrderQuantity: string;
  img: string;
  /** One picture address a line. */
  images: string;
  /** A category's slug; '' for none. */
  category: string;
  specs: Record<keyof ProductSpecs, string>;
}

export const toValues = (p: Product): EditValues => ({
  name: p.name,
  slug: p.slug,
  description: p.description,
  price: String(p.price),
  available: String(p.available),
  minOrderQuantity: String(p.minOrderQuantity),
  img: p.img,
  images: p.images.join('\n'),
  category: p.category?.slug ?? '',
  specs: Object.fromEntries(specFields.map(({ key }) => [key, p.specs[key] === undefined ? '' : String(p.specs[key])])) as EditValues['specs'],
});

/** The boxes of a product not added yet. */
export const emptyValues = (): EditValues => ({
  name: '',
  slug: '',
  description: '',
  price: '',
  available: '',
  minOrderQuantity: '',
  img: '',
  images: '',
  category: '',
  specs: Object.fromEntries(specFields.map(({ key }) => [key, ''])) as EditValues['specs'],
});

/** An empty box is "not given" (NaN: the schema names the field), anything else a number. */
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function toPatch(v: EditValues): Record<string, unknown> {
  const specs: Record<string, unknown> = {};
  for (const { key, text } of specFields) {
    const raw = v.specs[key].trim();
    if (raw !== '') specs[key] = text ? raw : Number(raw);
  }
  return {
    name: v.name,
    slug: v.slug,
    description: v.description,
    price: num(v.price),
    available: num(v.available),
    minOrderQuantity: num(v.minOrderQuantity),
    img: v.img,
    images: v.images
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    category: v.category === '' ? null : v.category,
    specs,
  };
}

/**
 * The fields whose value differs from the product the boxes were filled from, as PATCH takes them
 * (still to be validated). A new stock goes with the stock the form showed (`availableLoaded`): the
 * server applies the difference to the stock as it is then, so orders placed while the admin typed
 * keep their units.
 */
export function changedFields(product: Product, values: EditValues): Record<string, unknown> {
  const before = toPatch(toValues(product));
  const changed = Object.fromEntries(Object.entries(toPatch(values)).filter(([key, v]) => JSON.stringify(v) !== JSON.stringify(before[key])));
  return 'available' in changed ? { ...changed, availableLoaded: product.available } : changed;
}

/**
 * The body of POST /api/product (still to be validated): what was left empty is left out, so the
 * server makes the slug from the name and the gallery from the card photo; a gallery given starts
 * with the card photo.
 */
export function toNewProduct(values: EditValues): Record<string, unknown> {
  const { slug, images, category, specs, ...rest } = toPatch(values);
  const img = String(rest.img).trim();
  const gallery = (images as string[]).filter((url) => url !== img);
  return {
    ...rest,
    ...(values.slug.trim() !== '' && { slug: String(slug).trim() }),
    ...(gallery.length > 0 && { images: img ? [img, ...gallery] : gallery }),
    ...(category !== null && { category }),
    ...(Object.keys(specs as object).length > 0 && { specs }),
  };
}
