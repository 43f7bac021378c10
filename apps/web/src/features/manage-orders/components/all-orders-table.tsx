import { useLingui } from '@lingui/react/macro';
import { usePageFormat } from '../../../lib/format';
import { Link } from 'react-router';
import type { AdminOrder } from '@store/contract';
import { formatOrderNumber } from '@store/contract/limits';
import { formatMoney } from '@store/contract/money';
import { EmailAddress } from '../../../components/email-address';
import { LabelledCell } from '../../../components/labelled-cell';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatDateTime, orderName, orderUnits } from '../../../lib/order-display';

/** Every order, newest first: a table from md up, a labelled card per order below. */
export function AllOrdersTable({ orders }: { orders: AdminOrder[] }) {
  // The back office is English; dates and names through the same helpers as the shop's.
  const { i18n } = useLingui();
  const format = usePageFormat();
  return (
    <div className="rounded-box border border-base-300 bg-base-100 md:overflow-x-auto">
      <table className="table table-sm max-md:block">
        <caption className="sr-only">All orders, newest first</caption>
        <thead className="max-md:hidden">
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {orders.map((o) => (
            <tr key={o._id} data-testid="admin-order-row" className="max-md:flex max-md:flex-col max-md:gap-1 max-md:border-b max-md:border-base-300 max-md:p-3 max-md:last:border-b-0">
              {/* The number a customer quotes (mails, receipts), then when it was placed. */}
              <LabelledCell label="Order" className="whitespace-nowrap">
                <span className="block font-mono font-semibold" data-testid="admin-order-number">
                  {formatOrderNumber(o.number)}
                </span>
                <span className="block text-xs text-base-content/70">{formatDateTime(format, o.createdAt)}</span>
              </LabelledCell>
              <LabelledCell label="Customer" className="[overflow-wrap:anywhere]">
                <span className="block font-medium">{o.userName}</span>
                <EmailAddress email={o.userEmail} className="block text-xs text-base-content/70" />
              </LabelledCell>
              {/* The first product and how many more lines: the order's page lists them all. */}
              <th scope="row" className="font-semibold max-md:p-0" data-testid="admin-order-product">
                {orderName(i18n, o)}
              </th>
              <LabelledCell label="Quantity" className="[overflow-wrap:anywhere]">{orderUnits(o).toLocaleString('en-US')}</LabelledCell>
              <LabelledCell label="Total" className="whitespace-nowrap">
                {formatMoney(o.totalPriceMoney)}
              </LabelledCell>
              <LabelledCell label="Status" className="[overflow-wrap:anywhere]">
                <OrderStatusBadge status={o.status} />
              </LabelledCell>
              <td className="max-md:p-0 max-md:pt-1">
                <Link to={`/dashboard/manage-orders/${o._id}`} className="btn btn-xs btn-outline" aria-label={`Open the order of ${orderName(i18n, o)} by ${o.userEmail}`}>
                  Open
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
