import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../features/auth/session';
import { ToastHost } from '../components/toast-host';
import { ProductActionProvider, type ProductActionOptions, type ProductActionProduct } from '../lib/product-action';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { CartMerge } from '../features/cart/components/cart-merge';

/** Products get the cart's 'Add to cart' (the products and orders features do not know the cart). */
const addToCart = (product: ProductActionProduct, { compact }: ProductActionOptions) => <AddToCartButton product={product} compact={compact} />;

/** `client`: the server renders each page with a client of its own; the browser uses the shared one. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ProductActionProvider value={addToCart}>{children}</ProductActionProvider>
        <CartMerge />
        <ToastHost />
      </SessionProvider>
    </QueryClientProvider>
  );
}
