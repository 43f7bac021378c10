// Names of products for other modules' lists (reviews name the product they are about).
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';

export interface ProductLabel {
  name: string;
  /** Its page's slug; null once archived (its page is gone, its name is still what was bought). */
  slug: string | null;
}

/** The products of `ids` by id, in one query; an id no product has is left out. */
export async function productLabels(db: Db, ids: readonly string[]): Promise<Map<string, ProductLabel>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, archivedAt: products.archivedAt })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.archivedAt ? null : r.slug }]));
}
