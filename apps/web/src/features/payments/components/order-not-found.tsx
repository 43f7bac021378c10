import { Link } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';

/** What the payment page (and an old checkout link) shows for an order that is not (or no longer) there. */
export const orderNotFound = (
  <NotFoundState
    title="We could not find this order"
    message="It may have been deleted, or it expired before it was paid, or the link is incomplete."
    actions={
      <>
        <Link to="/dashboard" className="btn btn-outline">
          Back to My Orders
        </Link>
        <Link to="/all-product" className="btn btn-primary">
          Browse the products
        </Link>
      </>
    }
  />
);
