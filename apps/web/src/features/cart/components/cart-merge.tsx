import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { mergeCart } from '../api/cart';
import { clearVisitorCart, visitorCartItems } from '../visitor-cart';

/**
 * Once someone is signed in (password, Google, another tab), the lines they added as a visitor join
 * their account's cart (the server adds up and caps at the stock) and leave this browser.
 */
export function CartMerge() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const merging = useRef<string | null>(null);
  useEffect(() => {
    if (!user || merging.current === user.id) return;
    const items = visitorCartItems();
    if (items.length === 0) return;
    merging.current = user.id;
    const mine = queryKeys.cart.mine(user.id);
    mergeCart(items)
      .then(async (cart) => {
        clearVisitorCart();
        // A read of the cart sent before the merge (the checkout page asks at sign-in) would
        // otherwise answer after it and put the empty cart back.
        await queryClient.cancelQueries({ queryKey: mine });
        queryClient.setQueryData(mine, cart);
      })
      .catch(() => {
        // Kept in the browser: the next sign-in (or reload) tries again.
      })
      .finally(() => {
        merging.current = null;
      });
  }, [user, queryClient]);
  return null;
}
