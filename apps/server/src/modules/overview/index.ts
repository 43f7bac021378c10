// The back office's overview: owns no table; it asks orders, products and users for their figures.
export { overviewRoutes } from './overview-routes';
