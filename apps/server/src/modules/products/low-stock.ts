// Live versions with LOW_STOCK_THRESHOLD units or fewer, for the back office's overview: fewest
// units first, each named by its product, option values ("230 V / EU") and SKU. Served by
// product_variant_live_stock_idx (live variants by units) however large the catalogue: the index is
// read in order and stops after the few shown (versions of archived products are passed over).
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';
import { versionLabel } from './product-variants';

const LOW_STOCK_SHOWN = 10;

export interface LowStockVersion {
  /** The product's id. */
  _id: string;
  name: string;
  available: number;
  variantId: string;
  sku: string;
  /** Its option values in option order, "230 V / EU"; '' for a product sold in one version. */
  version: string;
}

export const lowStockQuery = (db: Db, threshold: number) =>
  db
    .select({
      id: products.id,
      name: products.name,
      available: productVariants.available,
      variantId: productVariants.id,
      sku: productVariants.sku,
      version: versionLabel(productVariants.id),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(productVariants.archivedAt), lte(productVariants.available, threshold), isNull(products.archivedAt)))
    .orderBy(asc(productVariants.available), asc(productVariants.id))
    .limit(LOW_STOCK_SHOWN);

export async function lowStockProducts(db: Db, threshold: number): Promise<LowStockVersion[]> {
  const rows = await lowStockQuery(db, threshold);
  return rows.map((r) => ({ _id: r.id, name: r.name, available: r.available, variantId: r.variantId, sku: r.sku, version: r.version }));
}
