import { limits } from '@store/contract/limits';

/** docs/product/catalogue.md: the landing page takes the first three products of the list and shows them reversed. */
export function selectLandingProducts<T>(products: readonly T[], count: number = limits.landingProductCount): T[] {
  return products.slice(0, count).reverse();
}
