// The cart module owns `cart_line`: a signed-in shopper's cart (a visitor's stays in the browser
// until sign-in merges it). The orders module's checkout reads and empties it through these.
export { cartRoutes } from './cart-routes';
export { cartItemsOf, removeCartLines } from './cart-service';
