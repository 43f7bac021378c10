// Selling worldwide (docs/decisions/0031-markets.md): markets and their countries, prices per
// currency, tax and shipping. Owns the tables of db/schema/markets.ts.
export { marketRoutes } from './market-routes';
export { marketAdminRoutes } from './market-admin-routes';
export { listMarkets, marketOf } from './market-reads';
export { marketCataloguePrices } from './market-catalogue-prices';
export { marketCatalogueRefresh } from './market-catalogue-refresh';
export { variantPricesIn } from './variant-prices';
export { formatRate, shareOf, type TaxedLine } from './tax-calculation';
export { priceOrder, type OrderPricing } from './order-pricing';
export { MarketNotReady, pricingFactsFor } from './order-pricing-facts';
export { isEuMemberState } from './vat-numbers';
