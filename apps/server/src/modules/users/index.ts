export { userRoutes } from './user-routes';
export { newCustomersPerWeek } from './new-customers';
