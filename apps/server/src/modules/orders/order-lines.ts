// An order's lines and header amounts (docs/decisions/0024). Until the cart's orders become one order,
// every order row placed here buys one product: its one line repeats the row's product, quantity and
// price, and its header amounts are that line's total (no shipping, tax or discount yet).
import type { Db } from '../../db/client';
import { orderLines } from '../../db/schema/index';

/** The header amounts of an order whose lines add up to `subtotal` (minor units). */
export const headerAmounts = (subtotal: number, currency: string) => ({ currency, subtotalAmount: subtotal, totalAmount: subtotal });

interface PlacedRow {
  id: string;
  productId: string;
  productName: string;
  productImage: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
}

/** Each placed order's one line, in the transaction that placed it. */
export async function recordSingleLines(tx: Db, rows: readonly PlacedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(orderLines).values(
    rows.map((row) => ({
      orderId: row.id,
      position: 1,
      productId: row.productId,
      productName: row.productName,
      productImage: row.productImage,
      quantity: row.quantity,
      unitPrice: row.unitPriceCents,
      lineTotal: row.totalPriceCents,
    })),
  );
}
