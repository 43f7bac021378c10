// What other modules and the app may use of the products module; everything else is its own.
export { categoryRoutes } from './category-routes';
export { productCatalogPlugin, type CatalogChanges } from './product-catalog';
export { firstProductPage } from './product-page';
export { productRoutes } from './product-routes';
export { productIdsAfter, productIdSkipping } from './product-service';
export { availableStock, findProductForOrder, returnStock, takeStock } from './product-stock';
