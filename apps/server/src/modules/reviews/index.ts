export { reviewRoutes } from './review-routes';
export { reviewChangesPlugin } from './review-changes';
export { listReviewPage, reviewSummary } from './review-service';
export { anonymiseReviewsOf, reviewsOfUser } from './review-account';
