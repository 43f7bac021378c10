import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { useMyOrders } from '../api/get-my-orders';
import { OrdersTable } from '../components/orders-table';

/** The dashboard's index (docs/product/orders-and-payments.md): the signed-in user's orders. */
export function MyOrdersPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="my-orders-title" className="flex flex-col gap-6">
      <h1 id="my-orders-title" className="text-3xl font-bold">
        <Trans>My Orders</Trans>
      </h1>
      {user ? <OrdersFor email={user.email} /> : <Spinner />}
    </section>
  );
}

function OrdersFor({ email }: { email: string }) {
  const { t } = useLingui();
  const orders = useMyOrders(email);
  return (
    <QueryView query={orders} loadingLabel={t`Loading your orders`}>
      {(list) =>
        list.length === 0 ? (
          <div className="rounded-box border border-base-300 bg-base-100 p-6 text-center">
            <p className="mb-3">
              <Trans>You have no orders yet.</Trans>
            </p>
            <Link to="/all-product" className="btn btn-primary btn-sm">
              <Trans>Browse products</Trans>
            </Link>
          </div>
        ) : (
          <OrdersTable orders={list} />
        )
      }
    </QueryView>
  );
}
