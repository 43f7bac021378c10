import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundState } from './not-found-state';

/**
 * What an order's page, its payment page and an old checkout link show for an order that is not
 * (or no longer) there. `browse` adds a way to the products, for pages a shopper reached to buy.
 */
export function OrderNotFound({ browse = false }: { browse?: boolean }) {
  const { t } = useLingui();
  return (
    <NotFoundState
      title={t`We could not find this order`}
      message={t`It may have been deleted, or it expired before it was paid, or the link is incomplete.`}
      actions={
        <>
          <Link to="/dashboard" className={browse ? 'btn btn-outline' : 'btn btn-primary'}>
            <Trans>Back to My Orders</Trans>
          </Link>
          {browse && (
            <Link to="/all-product" className="btn btn-primary">
              <Trans>Browse the products</Trans>
            </Link>
          )}
        </>
      }
    />
  );
}
