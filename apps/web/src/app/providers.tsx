import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { NavigationProvider } from '../lib/navigation';
import { QueryPortProvider } from '../lib/query-port';
import { SessionProvider } from '../features/auth/session';
import { ToastHost } from '../components/toast-host';
import { ProductActionProvider, type ProductActionOptions, type ProductActionProduct } from '../lib/product-action';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { CartMerge } from '../features/cart/components/cart-merge';
import { routerNavigation, tanstackQueryPort } from '../lib/spa-ports';

/** Products get the cart's 'Add to cart' (the products and orders features do not know the cart). */
const addToCart = (product: ProductActionProduct, { compact }: ProductActionOptions) => <AddToCartButton product={product} compact={compact} />;

/** `client`: the server renders each page with a client of its own; the browser uses the shared one. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const port = useMemo(() => tanstackQueryPort(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <QueryPortProvider value={port}>
        <NavigationProvider value={routerNavigation}>
          <SessionProvider>
            <ProductActionProvider value={addToCart}>{children}</ProductActionProvider>
            <CartMerge />
            <ToastHost />
          </SessionProvider>
        </NavigationProvider>
      </QueryPortProvider>
    </QueryClientProvider>
  );
}
