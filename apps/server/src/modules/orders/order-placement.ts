// Placing an order, as one named flow whose steps read top to bottom (the purchase page's one line
// and the cart's N lines take the same path): reserve every line's stock, write the order with its
// lines, remember the address, queue the "order placed" mail: one transaction, so either all of it
// happens or none (a line that no longer fits rolls the reservations back).
import type { ShippingAddress } from '@store/contract';
import type { Db } from '../../db/client';
import { savedAddresses } from '../../db/schema/index';
import { enqueueMail } from '../mail';
import { takeStock } from '../products';
import type { Caller, OrderDeps, OrderWithLines } from './order-types';
import { insertOrder, type LineTax, type NewOrder, type NewShipping } from './order-writes';
import { orderMailDetails } from './payment-record';
import { sweepBeforeRequest } from './stock-reservation';

/** How long a shopper has to pay, as the "order placed" mail says it (ORDER_TTL_MINUTES, whole minutes). */
export const payWithinMinutes = (ttlMs: number): number => Math.max(1, Math.round(ttlMs / 60_000));

export interface LineToPlace {
  product: { id: string; name: string; img: string; priceCents: number; variantId: string; sku: string; version: string };
  quantity: number;
}

/** A line whose stock ran out before it could be reserved: nothing was stored. */
export class StockShort extends Error {
  constructor(readonly product: LineToPlace['product']) {
    super(`not enough stock of ${product.id}`);
  }
}

/**
 * How the order is priced in its market: each line's listed unit price and tax (in the order of
 * `lines`), the delivery, the currency and what the total is in the base currency. Without it the
 * order sells as before markets: the store's currency at the version's price, no tax or shipping.
 */
export interface MarketPricing {
  order: Pick<NewOrder, 'currency' | 'marketName' | 'pricesIncludeTax' | 'vatNumber' | 'reverseCharge' | 'baseCurrency' | 'exchangeRate' | 'termsVersion'>;
  lines: readonly { unitPrice: number; tax: LineTax }[];
  shipping: NewShipping | null;
  baseTotal: (total: number) => number;
}

export interface Placement {
  lines: readonly LineToPlace[];
  pricing?: MarketPricing | undefined;
  address: string;
  shipping: ShippingAddress | null;
  phone: string;
  /** Keep the address and phone for the caller's next checkout. */
  rememberAddress: boolean;
  /** More writes that belong to the placing (emptying the cart), in its transaction. */
  alsoInTransaction?: (tx: Db) => Promise<void>;
}

/** The order as sold before markets: the store's currency, the versions' prices, no tax or shipping. */
function unpriced(deps: OrderDeps, lines: readonly LineToPlace[]): MarketPricing {
  return {
    order: { currency: deps.currency, marketName: null, pricesIncludeTax: false, vatNumber: null, reverseCharge: false, baseCurrency: deps.currency, exchangeRate: null, termsVersion: null },
    lines: lines.map((line) => {
      const amount = line.quantity * line.product.priceCents;
      return { unitPrice: line.product.priceCents, tax: { net: amount, rate: 0, tax: 0, gross: amount } };
    }),
    shipping: null,
    baseTotal: (total) => total,
  };
}

export async function placeLines(deps: OrderDeps, caller: Caller, placement: Placement): Promise<OrderWithLines> {
  const email = caller.email.toLowerCase();
  await sweepBeforeRequest(deps); // stock held by expired orders goes back first
  const placed = await deps.db.transaction(async (tx) => {
    // 1. Reserve, in version-id order: two orders sharing versions lock them in the same order (no deadlock).
    for (const line of [...placement.lines].sort((a, b) => (a.product.variantId < b.product.variantId ? -1 : 1))) {
      if (!(await takeStock(tx, line.product.variantId, line.quantity))) throw new StockShort(line.product);
    }
    // 2. The order and its lines, priced from our database.
    const pricing = placement.pricing ?? unpriced(deps, placement.lines);
    const order = await insertOrder(
      tx,
      { userId: caller.id, userEmail: email, userName: caller.name, address: placement.address, shipping: placement.shipping, phone: placement.phone, ...pricing.order },
      placement.lines.map((line, i) => ({
        productId: line.product.id,
        productName: line.product.name,
        productImage: line.product.img,
        variantId: line.product.variantId,
        sku: line.product.sku,
        version: line.product.version,
        quantity: line.quantity,
        ...pricing.lines[i]!,
      })),
      pricing.shipping,
      pricing.baseTotal,
    );
    // 3. What else the placing changes (the cart), and the address for next time.
    await placement.alsoInTransaction?.(tx);
    if (placement.rememberAddress && placement.shipping) {
      const saved = { shipping: placement.shipping, phone: placement.phone };
      await tx
        .insert(savedAddresses)
        .values({ userId: caller.id, ...saved })
        .onConflictDoUpdate({ target: savedAddresses.userId, set: { ...saved, updatedAt: new Date() } });
    }
    // 4. The confirmation, committed with the order: it is sent even if this process dies now.
    await enqueueMail(tx, { kind: 'order-placed', to: email, order: orderMailDetails(order.row, order.lines), payWithinMinutes: payWithinMinutes(deps.ttlMs) });
    return order;
  });
  deps.catalog.changed(); // stock moved: the cached product list must not show the old count
  return placed;
}
