export { reviewRoutes } from './review-routes';
