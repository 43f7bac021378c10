export { reviewRoutes } from './review-routes';
export { reviewChangesPlugin, type ReviewChanges } from './review-changes';
export { listReviewPage, reviewSummary } from './review-service';
export { anonymiseReviewsOf, reviewsOfUser } from './review-account';
