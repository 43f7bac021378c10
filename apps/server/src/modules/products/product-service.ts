import { eq } from 'drizzle-orm';
import { toCents, toDollars, type NewProduct, type Product } from '@store/contract';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { newestFirst, oldestFirst } from '../../db/sort';
import type { CatalogChanges } from './product-catalog';

type ProductRow = typeof products.$inferSelect;

function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    price: toDollars(row.priceCents),
    description: row.description,
    available: row.available,
    minOrderQuantity: row.minOrderQuantity,
  };
}

export async function listProducts(db: Db, sort: 'oldest' | 'newest'): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(...(sort === 'newest' ? newestFirst(products) : oldestFirst(products)));
  return rows.map(toProduct);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && toProduct(row);
}

export async function addProduct(db: Db, catalog: CatalogChanges, input: NewProduct): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      description: input.description,
      img: input.img,
      priceCents: toCents(input.price),
      available: input.available,
      minOrderQuantity: input.minOrderQuantity,
    })
    .returning({ id: products.id });
  catalog.changed();
  return row!.id;
}
