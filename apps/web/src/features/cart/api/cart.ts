// The cart, one interface for both kinds of shopper: a signed-in one's lives on the server
// (GET/PUT/DELETE /api/cart...), a visitor's in localStorage, priced by POST /api/cart/quote.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { inPageMarket } from '../../../lib/page-market';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { removeVisitorLine, setVisitorLine } from '../visitor-cart';
import { pinVisitorLines } from '../visitor-cart-pin';
import { getCart, useVisitorCartItems } from './cart-count';

// A visitor with nothing in the cart asks the server nothing: no price, so no currency (ISO 4217's XXX).
const emptyCart: Cart = { lines: [], totalPrice: 0, totalPriceMoney: { amount: 0, currency: 'XXX' } };

export const quoteCart = (lines: readonly CartItem[]) => apiRequest<Cart>(inPageMarket('/cart/quote'), { method: 'POST', body: { lines } });
export const mergeCart = (lines: readonly CartItem[]) => apiRequest<Cart>(inPageMarket('/cart/merge'), { method: 'POST', body: { lines } });

/** The shopper's cart with current prices and stock; `signedIn` says which of the two it is. */
export function useCart() {
  const { user, isLoading } = useSession();
  const items = useVisitorCartItems();
  const server = useQuery({ queryKey: queryKeys.cart.mine(user?.id ?? null), queryFn: getCart, enabled: Boolean(user) });
  const visitor = useQuery({
    queryKey: queryKeys.cart.quote(items),
    queryFn: async () => {
      if (!items.length) return emptyCart;
      const cart = await quoteCart(items);
      pinVisitorLines(items, cart.lines);
      return cart;
    },
    enabled: !user && !isLoading,
    placeholderData: keepPreviousData,
  });
  return { query: user ? server : visitor, signedIn: Boolean(user), sessionLoading: isLoading };
}

/**
 * Set a version's line quantity (adding it) or remove it (no `variantId`: the default's line, or for
 * a removal on the server every line of the product); the server checks the order quantity rules
 * for signed-in carts.
 */
export function useCartChange() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    // One change at a time, in the order made: two quick edits of a quantity never land swapped.
    scope: { id: 'cart' },
    mutationFn: async ({ productId, variantId, quantity }: { productId: string; variantId?: string | undefined; quantity: number | null }): Promise<Cart | null> => {
      if (!user) {
        if (quantity === null) removeVisitorLine({ productId, variantId });
        else setVisitorLine({ productId, variantId }, quantity);
        return null;
      }
      const path = `/cart/lines/${encodeURIComponent(productId)}`;
      return quantity === null
        ? apiRequest<Cart>(inPageMarket(variantId ? `${path}?variantId=${encodeURIComponent(variantId)}` : path), { method: 'DELETE' })
        : apiRequest<Cart>(inPageMarket(path), { method: 'PUT', body: { quantity, ...(variantId && { variantId }) } });
    },
    onSuccess: (cart) => {
      if (cart && user) queryClient.setQueryData(queryKeys.cart.mine(user.id), cart);
    },
  });
}
