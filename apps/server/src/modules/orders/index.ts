// What other modules and the app may use of the orders module, which alone owns the `order` and
// `order_line` tables and the order lifecycle: place (reserving stock), attach a payment intent,
// mark paid, release, expire, fulfil, refund. Everything else in this folder is its own.
export { orderRoutes } from './order-routes';
export { orderExpiryJob } from './order-expiry';
export { checkoutRoutes } from './checkout-routes';
export { savedAddressOf } from './checkout-service';
export { adminOrderRoutes } from './admin-order-routes';
export { orderOverview } from './order-overview';
export { hasPaidOrder, hasPaidOrderOf, paidProductIdsOf, toOrder } from './order-service';
export { attachPaymentIntent, findPayableOrder, payOwnOrder, recordPayment } from './order-payment';
export type { Caller, OrderDeps } from './order-types';
export { anonymiseOrdersOf, ordersOfUser } from './order-account';
export { orderMediaInUse } from './order-media';
