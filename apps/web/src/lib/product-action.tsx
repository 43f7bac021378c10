// A slot on product cards and the purchase page for an action another feature owns (the cart's
// "Add to cart"): features never import each other, so the app shell fills it (app/providers.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@store/contract';

export type ProductActionProduct = Pick<Product, '_id' | 'name' | 'minOrderQuantity' | 'available'>;
type RenderProductAction = (product: ProductActionProduct) => ReactNode;

const ProductActionContext = createContext<RenderProductAction>(() => null);
export const ProductActionProvider = ProductActionContext.Provider;

/** The action the app put on products (nothing when none). */
export function ProductAction({ product }: { product: ProductActionProduct }) {
  return <>{useContext(ProductActionContext)(product)}</>;
}
