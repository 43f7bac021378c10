// What other modules and the app may use of the products module; everything else is its own.
export { adminProductRoutes } from './admin-product-routes';
export { catalogueCsvRoutes } from './catalogue-csv-routes';
export { categoryRoutes } from './category-routes';
export { productCatalogPlugin, type CatalogChanges } from './product-catalog';
export type { CataloguePricing, PricingMarket } from './catalogue-pricing';
export { firstProductPage, shopOptionCounts, shopProductBySlug, shopProductPage } from './product-page';
export { productRoutes } from './product-routes';
export { translationRoutes } from './translation-routes';
export { contentLanguageOf, productTextsIn, slugsIn, translatedVersionLabel } from './product-translations';
export { productIdsAfter, productIdSkipping } from './product-service';
export { listCategories } from './category-service';
export { availableStock, findCartVariants, findProductForOrder, returnStock, takeStock, type ProductForCart } from './product-stock';
export { lowStockProducts } from './low-stock';
export { mediaInUse } from './product-media';
export { productLabels, type ProductLabel } from './product-labels';
export { variantReads } from './product-variants';
export { variantBasePrices, variantPricingFacts } from './variant-base-prices';
