export { userRoutes } from './user-routes';
export { newCustomersPerWeek } from './new-customers';
export { mailLanguageOf } from './user-service';
