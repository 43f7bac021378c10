// The app's half of a visitor's cart: naming the version of lines added from product cards, once a
// quote has priced them. Apart from ./visitor-cart.ts, which a public page's first view loads.
import type { CartItem, CartLine } from '@store/contract';
import { visitorCartItems, writeVisitorCart } from './visitor-cart';

/**
 * Names the version of every line that named none, from the quote of exactly these lines: the
 * server priced it as its product's default, the one line of that product whose quantity is more
 * than its named lines add up to (a quote adds up two lines of one version). From then on the
 * cart page changes and removes lines by version.
 */
export function pinVisitorLines(quoted: readonly CartItem[], lines: readonly CartLine[]) {
  if (visitorCartItems() !== quoted || quoted.every((i) => i.variantId)) return;
  const named = (variantId: string) => quoted.filter((i) => i.variantId === variantId).reduce((sum, i) => sum + i.quantity, 0);
  const pinned = new Map<CartItem, string>();
  for (const item of quoted) {
    const line = item.variantId ? undefined : lines.find((l) => l.productId === item.productId && l.quantity > named(l.variantId));
    if (line) pinned.set(item, line.variantId);
  }
  if (pinned.size === 0) return;
  const next: CartItem[] = [];
  for (const item of quoted) {
    const variantId = pinned.get(item) ?? item.variantId;
    const same = next.find((i) => i.productId === item.productId && i.variantId === variantId);
    if (same) same.quantity += item.quantity;
    else next.push({ ...item, ...(variantId && { variantId }) });
  }
  writeVisitorCart(next);
}
