// How a product row (with its category) becomes the API's Product: one select list and one mapper
// for every read, so a list, one product and a slug lookup always answer the same shape.
import { eq } from 'drizzle-orm';
import { toMajorNumber, type Product, type ProductSpecs } from '@store/contract';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/index';

export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  img: products.img,
  images: products.images,
  priceCents: products.priceCents,
  description: products.description,
  available: products.available,
  minOrderQuantity: products.minOrderQuantity,
  priceMinCents: products.priceMinCents,
  priceMaxCents: products.priceMaxCents,
  availableTotal: products.availableTotal,
  orderable: products.orderable,
  specs: products.specs,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  archivedAt: products.archivedAt,
};

export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  img: string;
  images: string[];
  priceCents: number;
  description: string;
  available: number;
  minOrderQuantity: number;
  priceMinCents: number;
  priceMaxCents: number;
  availableTotal: number;
  orderable: boolean;
  specs: unknown;
  categoryId: string | null;
  categorySlug: string | null;
  categoryName: string | null;
  archivedAt: Date | null;
}

/** Products joined with their category, ready for a where/order/limit. */
export const selectProducts = (db: Db) =>
  db.select(productColumns).from(products).leftJoin(categories, eq(products.categoryId, categories.id));

/** `currency`: the store's; the row's price_cents column holds minor units of it. */
export function toProduct(row: ProductRow, currency: string): Product {
  const priceMoney = { amount: row.priceCents, currency };
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    img: row.img,
    images: row.images,
    price: toMajorNumber(priceMoney),
    priceMoney,
    description: row.description,
    available: row.available,
    minOrderQuantity: row.minOrderQuantity,
    // All live versions at once, kept on the row (migration 0018): no list reads a variant.
    priceRange: { min: { amount: row.priceMinCents, currency }, max: { amount: row.priceMaxCents, currency } },
    availableTotal: row.availableTotal,
    orderable: row.orderable,
    category: row.categoryId ? { _id: row.categoryId, slug: row.categorySlug!, name: row.categoryName! } : null,
    specs: row.specs as ProductSpecs,
  };
}
