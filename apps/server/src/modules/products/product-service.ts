import { asc, desc, eq } from 'drizzle-orm';
import { toCents, toDollars, type NewProduct, type Product } from '@store/contract';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { productsChanged } from './product-list-cache';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
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
  const order = sort === 'newest' ? [desc(products.createdAt), desc(products.id)] : [asc(products.createdAt), asc(products.id)];
  const rows = await db.select().from(products).orderBy(...order);
  return rows.map(toProduct);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && toProduct(row);
}

export async function addProduct(db: Db, input: NewProduct): Promise<string> {
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
  productsChanged();
  return row!.id;
}
