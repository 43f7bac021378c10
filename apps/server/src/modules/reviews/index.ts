export { reviewRoutes } from './review-routes';
export { anonymiseReviewsOf, reviewsOfUser } from './review-account';
