// A slot on product cards and the purchase page for an action another feature owns (the cart's
// "Add to cart"): features never import each other, so the app shell fills it (app/providers.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@store/contract';

/** `variantId` and `version` ("230 V / EU") name a version other than the default (left out: the default). */
export type ProductActionProduct = Pick<Product, '_id' | 'name' | 'minOrderQuantity' | 'available'> & { variantId?: string; version?: string };
/** `compact`: a small button on phones (a product card in the two-column grid). */
export interface ProductActionOptions {
  compact?: boolean;
}
type RenderProductAction = (product: ProductActionProduct, options: ProductActionOptions) => ReactNode;

const ProductActionContext = createContext<RenderProductAction>(() => null);
export const ProductActionProvider = ProductActionContext.Provider;

/** The action the app put on products (nothing when none). */
export function ProductAction({ product, compact = false }: { product: ProductActionProduct } & ProductActionOptions) {
  return <>{useContext(ProductActionContext)(product, { compact })}</>;
}
