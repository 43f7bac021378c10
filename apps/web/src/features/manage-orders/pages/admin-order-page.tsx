import { useLingui } from '@lingui/react/macro';
import { usePageFormat } from '../../../lib/format';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminOrderDetail } from '@store/contract';
import { formatOrderNumber } from '@store/contract/limits';
import { formatMoney } from '@store/contract/money';
import { lineVersionText } from '@store/contract/variant-choice';
import { InvoiceLinks } from '../../../components/invoice-links';
import { EmailAddress } from '../../../components/email-address';
import { NotFoundState } from '../../../components/not-found-state';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { QueryView } from '../../../components/query-view';
import { formatDateTime, orderName } from '../../../lib/order-display';
import { useAdminOrder } from '../api/admin-orders';
import { OrderActions } from '../components/order-actions';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-base-content/70">{k}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /dashboard/manage-orders/:id (admins): one order, its customer, payment, timeline and next moves. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  return (
    <section aria-labelledby="admin-order-title" className="flex flex-col gap-4">
      <Link to="/dashboard/manage-orders" className="link text-sm">
        ← All orders
      </Link>
      <QueryView query={order} loadingLabel="Loading the order" notFound={
          <NotFoundState
            title="No such order"
            message="This order does not exist."
            actions={
              <Link to="/dashboard/manage-orders" className="btn btn-primary btn-sm">
                All orders
              </Link>
            }
          />
        }>
        {(detail) => <OrderDetail detail={detail} />}
      </QueryView>
    </section>
  );
}

function OrderDetail({ detail: { data: o, timeline } }: { detail: AdminOrderDetail }) {
  // The back office is English; dates and names through the same helpers as the shop's.
  const { i18n } = useLingui();
  const format = usePageFormat();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="admin-order-title" className="text-2xl font-bold md:text-3xl">
          Order of {orderName(i18n, o)}
        </h1>
        <span data-testid="admin-order-status">
          <OrderStatusBadge status={o.status} />
        </span>
      </div>
      <p className="font-mono text-xs text-base-content/70 [overflow-wrap:anywhere]">
        <span className="font-semibold text-base-content" data-testid="admin-order-number">
          {formatOrderNumber(o.number)}
        </span>{' '}
        · {o._id}
      </p>
      <Card title="Next step">
        <OrderActions order={o} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Customer">
          <Facts rows={[['Name', o.userName], ['E-mail', <EmailAddress email={o.userEmail} />], ['Phone', o.phone], ['Ship to', <span className="whitespace-pre-line">{o.address}</span>]]} />
        </Card>
        <Card title="Payment">
          <Facts
            rows={[
              ['Market', o.marketName],
              ['Subtotal', formatMoney(o.subtotalMoney)],
              [o.shippingMethod ? `Shipping (${o.shippingMethod})` : 'Shipping', formatMoney(o.shippingMoney)],
              [o.reverseCharge ? 'VAT (reverse charge)' : o.taxIncluded ? 'Incl. VAT' : 'Tax', formatMoney(o.taxMoney)],
              ['VAT number', o.vatNumber && <span className="font-mono text-xs">{o.vatNumber}</span>],
              ['Discount', formatMoney(o.discountMoney)],
              ['Total', <strong>{formatMoney(o.totalPriceMoney)}</strong>],
              ['Transaction id', o.transactionId && <span className="font-mono text-xs">{o.transactionId}</span>],
              ['Paid', o.paidAt && formatDateTime(format, o.paidAt)],
              ['Refunded', o.refundedAt && formatDateTime(format, o.refundedAt)],
            ]}
          />
          <InvoiceLinks order={o} className="mt-2 text-sm" />
        </Card>
      </div>
      <Card title="Lines">
        {/* Scrolls sideways on the narrowest phones: focusable, so a keyboard can scroll it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Order lines">
          {/* Narrow cells on a phone, headers wrapping between words: all four columns fit at 375 px. */}
          <table className="table table-xs sm:table-sm max-sm:[&_:is(th,td)]:px-1.5">
            <thead className="whitespace-normal">
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Quantity</th>
                <th scope="col">Unit price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l) => (
                <tr key={l.position} data-testid="admin-order-line">
                  <th scope="row" className="[overflow-wrap:anywhere]">
                    {l.productName}
                    {/* The owner picks by SKU: every line names it, a version its option values too. */}
                    <span className="block text-xs font-normal text-base-content/75">
                      {l.version ? lineVersionText(l) : `SKU ${l.sku}`}
                    </span>
                    {l.refundedQuantity > 0 && (
                      <span className="block text-xs font-normal text-error">{l.refundedQuantity.toLocaleString('en-US')} refunded</span>
                    )}
                  </th>
                  <td>{l.quantity.toLocaleString('en-US')}</td>
                  <td className="whitespace-nowrap">{formatMoney(l.unitPriceMoney)}</td>
                  <td className="whitespace-nowrap">{formatMoney(l.lineTotalMoney)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {o.carrier && (
        <Card title="Shipping">
          <Facts rows={[['Carrier', o.carrier], ['Tracking number', <span data-testid="admin-order-tracking">{o.trackingNumber}</span>], ['Shipped', o.shippedAt && formatDateTime(format, o.shippedAt)], ['Delivered', o.deliveredAt && formatDateTime(format, o.deliveredAt)]]} />
        </Card>
      )}
      <Card title="Timeline">
        <ol aria-label="Status changes" className="flex flex-col gap-2">
          {timeline.map((e, i) => (
            <li key={i} data-testid="timeline-entry" className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <time dateTime={e.at} className="whitespace-nowrap text-base-content/70">
                {formatDateTime(format, e.at)}
              </time>
              <OrderStatusBadge status={e.to} />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {e.from ? `from ${e.from}` : 'placed'}
                {e.actorEmail ? ` by ${e.actorEmail}` : e.from ? ' by the payment' : ''}
                {e.note ? ` — ${e.note}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
