import { Link } from 'react-router';

/** What the cart and checkout pages show when the cart has no line. */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-start gap-4">
      <p>Your cart is empty.</p>
      <Link to="/all-product" className="btn btn-primary">
        Browse the products
      </Link>
    </div>
  );
}
