import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** What the cart and checkout pages show when the cart has no line. */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-start gap-4">
      <p>
        <Trans>Your cart is empty.</Trans>
      </p>
      <Link to="/all-product" className="btn btn-primary">
        <Trans>Browse the products</Trans>
      </Link>
    </div>
  );
}
