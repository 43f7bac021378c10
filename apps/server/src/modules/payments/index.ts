// What the app may use of the payments module: its routes and the card provider it picks from the
// configuration. The providers live here because only this module talks to them; the orders module
// sees an intent only through its own narrow types (orders/order-types.ts).
export { paymentRoutes } from './payment-routes';
export { createPaymentProvider } from './providers/create-payment-provider';
