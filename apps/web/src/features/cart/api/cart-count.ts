// What the navigation bar and 'Add to cart' read of the cart; also on a public page's first view,
// so it reads through lib/query-port (no query library there). The rest of the cart: ./cart.ts.
import { useSyncExternalStore } from 'react';
import type { Cart } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAppQuery } from '../../../lib/query-port';
import { inPageMarket } from '../../../lib/page-market';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { serverVisitorCartItems, subscribeVisitorCart, visitorCartItems } from '../visitor-cart';

export const getCart = () => apiRequest<Cart>(inPageMarket('/cart'));

export const useVisitorCartItems = () => useSyncExternalStore(subscribeVisitorCart, visitorCartItems, serverVisitorCartItems);

/** How many products (lines) and units are in the cart, for the navigation bar (visitors: without asking the server). */
export function useCartCount(): { lines: number; units: number } {
  const { user } = useSession();
  const items = useVisitorCartItems();
  const server = useAppQuery({ queryKey: queryKeys.cart.mine(user?.id ?? null), queryFn: getCart, enabled: Boolean(user) });
  const lines: readonly { quantity: number }[] = user ? (server.data?.lines ?? []) : items;
  return { lines: lines.length, units: lines.reduce((sum, l) => sum + l.quantity, 0) };
}

/**
 * The products and versions in the cart (their ids), to show 'In cart' instead of 'Add to cart': a
 * product card asks for its product (any version), a product page for its chosen version.
 */
export function useCartLineIds(): ReadonlySet<string> {
  const { user } = useSession();
  const items = useVisitorCartItems();
  const server = useAppQuery({ queryKey: queryKeys.cart.mine(user?.id ?? null), queryFn: getCart, enabled: Boolean(user) });
  const lines: readonly { productId: string; variantId?: string | undefined }[] = user ? (server.data?.lines ?? []) : items;
  return new Set(lines.flatMap((l) => (l.variantId ? [l.productId, l.variantId] : [l.productId])));
}
