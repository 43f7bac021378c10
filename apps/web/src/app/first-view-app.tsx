// A public page's first view (docs/decisions/0023): the page's own components, hydrated with plain
// links and the data the server rendered them with, with no router or query library. Interaction
// beyond following a link takes the whole app over (first-view.tsx).
import { StrictMode, type ReactNode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { SessionProvider } from '../lib/session';
import { MarketPrefixProvider } from '../lib/page-market';
import { PageI18nProvider, type I18n } from '../lib/i18n';
import { NavigationProvider } from '../lib/navigation';
import { QueryPortProvider } from '../lib/query-port';
import { ProductActionProvider, type ProductActionOptions, type ProductActionProduct } from '../lib/product-action';
import { AddToCartView } from '../features/cart/components/add-to-cart-view';
import { PageFrame, type FrameLinks } from './layouts/page-frame';
import { StaticIsland } from './layouts/static-island';
import { pageDataQueryPort, plainNavigation } from './static-ports';

/** The button as the app shows it; pressing it takes the app over, which then adds (first-view.tsx). */
const addToCart = (product: ProductActionProduct, { compact }: ProductActionOptions) => <AddToCartView product={product} compact={compact} />;

export interface FirstViewProps {
  /** The page's own path, below its market's prefix. */
  pathname: string;
  /** The market's prefix (`/en-de`), '' for the unprefixed pages: links stay in the market, as the router's basename keeps them. */
  prefix: string;
  params: Params;
  state: DehydratedState;
  /** Filled with the queries read again with the same answer (app/static-ports.tsx). */
  confirmed: Set<string>;
  /** The page's language, with the messages the server rendered it with. */
  i18n: I18n;
  children: ReactNode;
}

/** The footer and the market selector as the server rendered them (links and a native <details>). */
const serverLinks: FrameLinks = { footer: <StaticIsland as="footer" />, marketSelector: <StaticIsland as="details" /> };

/** Same markup as App (app.tsx) renders for the page; no provider here adds any. */
export function firstViewApp({ pathname, prefix, params, state, confirmed, i18n, children }: FirstViewProps) {
  return (
    <StrictMode>
      <MarketPrefixProvider value={prefix}>
        <PageI18nProvider i18n={i18n}>
          <QueryPortProvider value={pageDataQueryPort(state, confirmed)}>
            <NavigationProvider value={plainNavigation(pathname, params, prefix)}>
              <SessionProvider>
                <ProductActionProvider value={addToCart}>
                  <PageFrame pathname={pathname} links={serverLinks}>{children}</PageFrame>
                </ProductActionProvider>
              </SessionProvider>
            </NavigationProvider>
          </QueryPortProvider>
        </PageI18nProvider>
      </MarketPrefixProvider>
    </StrictMode>
  );
}
