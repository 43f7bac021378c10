// Live products with LOW_STOCK_THRESHOLD units or fewer (the admin list flags the same), for the
// back office's overview: fewest units first, served by
// product_live_stock_idx however large the catalogue.
import { and, asc, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';

const LOW_STOCK_SHOWN = 10;

export async function lowStockProducts(db: Db, threshold: number): Promise<{ _id: string; name: string; available: number }[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, available: products.available })
    .from(products)
    .where(and(isNull(products.archivedAt), lte(products.available, threshold)))
    .orderBy(asc(products.available), asc(products.id))
    .limit(LOW_STOCK_SHOWN);
  return rows.map((r) => ({ _id: r.id, name: r.name, available: r.available }));
}
