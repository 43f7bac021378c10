// The catalogue priced in a shopper's market (`country` on the public reads; docs/product/markets.md,
// "Prices on catalogue pages"). Which market serves a country and what a version sells for there are
// the markets module's; it reads this module's base prices, so this module cannot import it: the app
// hands its answer in as a CataloguePricing (app.ts), and this file reshapes products with it.
import { and, asc, inArray, isNull } from 'drizzle-orm';
import { toMajorNumber, type Money, type Product } from '@store/contract';
import type { Db } from '../../db/client';
import { productVariants } from '../../db/schema/index';

/** What the markets module answers for the catalogue (modules/markets/market-catalogue-prices.ts). */
export interface CataloguePricing {
  /**
   * The market serving `country` (ISO 3166-1, upper case), or null where the answer is the store's
   * own: no markets, or a market in the store's currency that sells every version.
   */
  marketOf(country: string): Promise<PricingMarket | null>;
}

export interface PricingMarket {
  /** Names its answers in caches: every country the market serves shares it. */
  key: string;
  currency: string;
  /**
   * What versions sell for there (minor units of `currency`), by id, from their base prices (by
   * id): those it does not sell, or cannot price, are missing. A fixed number of queries however
   * many versions: one call per page, never per product.
   */
  pricesOf(basePrices: ReadonlyMap<string, number>): Promise<Map<string, number>>;
}

/** What a version brings to its product's card. */
interface VersionFacts {
  id: string;
  priceCents: number;
  available: number;
  minOrderQuantity: number;
  images: string[];
}

/** The live versions of `productIds` (each product's default first), in one query. */
async function liveVersionsOf(db: Db, productIds: readonly string[]): Promise<Map<string, VersionFacts[]>> {
  const byProduct = new Map<string, VersionFacts[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      priceCents: productVariants.priceCents,
      available: productVariants.available,
      minOrderQuantity: productVariants.minOrderQuantity,
      images: productVariants.images,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const { productId, ...version } of rows) {
    const list = byProduct.get(productId);
    if (list) list.push(version);
    else byProduct.set(productId, [version]);
  }
  return byProduct;
}

/**
 * `product` (as the store's currency shows it) as the market sells it: its price, range and stock
 * over the versions sold there. When the default is not sold, price, stock, minimum order and
 * picture are the first sold version's (its own picture, else the product's). One it sells none of
 * keeps its facts with price 0, no range and nothing available: a product page still opens.
 */
export function productInMarket(product: Product, versions: readonly VersionFacts[], prices: ReadonlyMap<string, number>, currency: string): Product {
  const sold = versions.filter((v) => prices.has(v.id));
  const first = sold[0];
  const { priceRange: _range, ...rest } = product;
  if (!first) {
    const none: Money = { amount: 0, currency };
    return { ...rest, price: toMajorNumber(none), priceMoney: none, available: 0, availableTotal: 0, orderable: false };
  }
  const amounts = sold.map((v) => prices.get(v.id)!);
  const priceMoney: Money = { amount: prices.get(first.id)!, currency };
  const moved = first.id !== versions[0]?.id;
  return {
    ...product,
    ...(moved && { img: first.images[0] ?? product.img, available: first.available, minOrderQuantity: first.minOrderQuantity }),
    price: toMajorNumber(priceMoney),
    priceMoney,
    priceRange: { min: { amount: Math.min(...amounts), currency }, max: { amount: Math.max(...amounts), currency } },
    availableTotal: sold.reduce((sum, v) => sum + v.available, 0),
    orderable: sold.some((v) => v.available >= v.minOrderQuantity),
  };
}

/**
 * A list's page (products without their variants) in the market: one read of the page's versions
 * and one call for their prices. Products it sells none of are left out, and with `inStock` those
 * it sells but cannot deliver now.
 */
export async function pricedList(db: Db, market: PricingMarket, page: readonly Product[], inStock: boolean): Promise<Product[]> {
  const versions = await liveVersionsOf(
    db,
    page.map((p) => p._id),
  );
  const base = new Map<string, number>();
  for (const list of versions.values()) for (const v of list) base.set(v.id, v.priceCents);
  const prices = await market.pricesOf(base);
  return page.flatMap((product) => {
    const own = versions.get(product._id) ?? [];
    if (!own.some((v) => prices.has(v.id))) return [];
    const priced = productInMarket(product, own, prices, market.currency);
    return inStock && !priced.orderable ? [] : [priced];
  });
}
