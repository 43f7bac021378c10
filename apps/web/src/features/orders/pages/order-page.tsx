import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Order, OrderTimeline } from '@store/contract';
import { formatOrderNumber } from '@store/contract/limits';
import { formatMoney } from '@store/contract/money';
import { lineVersionText } from '@store/contract/variant-choice';
import { InvoiceLinks } from '../../../components/invoice-links';
import { OrderNotFound } from '../../../components/order-not-found';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/order-display';
import { useOrder, useOrderTimeline } from '../api/get-order';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={`card border border-base-300 bg-base-100 shadow-sm ${className}`} aria-labelledby={id}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** dashboard/orders/{id} (docs/product/orders-and-payments.md): one of the customer's orders, from My Orders or a mail. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-4">
      <Link to="/dashboard" className="link text-sm">
        ← My Orders
      </Link>
      <QueryView query={order} loadingLabel="Loading your order" notFound={<OrderNotFound />}>
        {(o) => <OrderDetails order={o} />}
      </QueryView>
    </section>
  );
}

function OrderDetails({ order: o }: { order: Order }) {
  const discount = o.discountMoney.amount > 0 ? { ...o.discountMoney, amount: -o.discountMoney.amount } : o.discountMoney;
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id="order-title" className="text-2xl font-bold md:text-3xl">
          Order <span data-testid="order-number">{formatOrderNumber(o.number)}</span>
        </h1>
        <OrderStatusBadge status={o.status} />
        <p className="w-full text-sm text-base-content/75">
          Placed <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
        </p>
      </header>
      {o.status === 'Pending' && !o.paid && (
        <div className="alert alert-warning alert-soft flex flex-wrap justify-between" role="status">
          <span>This order is not paid yet.</span>
          <Link to={`/dashboard/payment/${encodeURIComponent(o._id)}`} className="btn btn-sm btn-success">
            Pay {formatMoney(o.totalPriceMoney)}
          </Link>
        </div>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <Card title="Items">
          <ul className="flex flex-col">
            {o.lines.map((l) => (
              <li key={l.position} data-testid="order-page-line" className="flex items-center gap-3 border-b border-base-300 py-3 last:border-b-0">
                <ProductThumbnail src={l.productImage} width={64} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold [overflow-wrap:anywhere]">{l.productName}</p>
                  {l.version && (
                    <p className="text-sm [overflow-wrap:anywhere]" data-testid="order-line-version">
                      {lineVersionText(l)}
                    </p>
                  )}
                  <p className="text-sm text-base-content/75">
                    {l.quantity.toLocaleString('en-US')} × {formatMoney(l.unitPriceMoney)}
                    {l.refundedQuantity > 0 && <span className="badge badge-sm badge-soft badge-error ml-2">{l.refundedQuantity.toLocaleString('en-US')} refunded</span>}
                  </p>
                </div>
                {/* A span: daisyUI grows every <p> of a card body, which pulled the total to the middle. */}
                <span className="shrink-0 font-semibold whitespace-nowrap">{formatMoney(l.lineTotalMoney)}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-base-300 pt-3" data-testid="order-amounts">
            <dt>Subtotal</dt>
            <dd className="text-right">{formatMoney(o.subtotalMoney)}</dd>
            <dt>{o.shippingMethod ? `Shipping (${o.shippingMethod})` : 'Shipping'}</dt>
            <dd className="text-right">{formatMoney(o.shippingMoney)}</dd>
            {/* Where the prices included tax, the tax is shown as part of them, not added again. */}
            <dt>{o.reverseCharge ? 'VAT (reverse charge)' : o.taxIncluded ? 'Incl. VAT' : 'Tax'}</dt>
            <dd className="text-right">{formatMoney(o.taxMoney)}</dd>
            <dt>Discount</dt>
            <dd className="text-right">{formatMoney(discount)}</dd>
            <dt className="text-lg font-bold">Total</dt>
            <dd className="text-right text-lg font-bold" data-testid="order-total">
              {formatMoney(o.totalPriceMoney)}
            </dd>
          </dl>
          <InvoiceLinks order={o} className="border-t border-base-300 pt-3 text-sm" />
        </Card>
        <div className="flex flex-col gap-4">
          <Card title="Shipping to">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-base-content/70">Address</dt>
              <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">{o.address}</dd>
              <dt className="text-base-content/70">Phone</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{o.phone}</dd>
            </dl>
          </Card>
          <StatusCard orderId={o._id} />
        </div>
      </div>
    </>
  );
}

function StatusCard({ orderId }: { orderId: string }) {
  const timeline = useOrderTimeline(orderId);
  return (
    <Card title="Status">
      <QueryView query={timeline} loadingLabel="Loading the order's status">
        {(t) => <Timeline timeline={t} />}
      </QueryView>
    </Card>
  );
}

function Timeline({ timeline: { timeline, carrier, trackingNumber, trackingUrl } }: { timeline: OrderTimeline }) {
  return (
    <>
      <ol aria-label="Status changes" className="flex flex-col gap-2">
        {timeline.map((e, i) => (
          <li key={i} data-testid="order-timeline-entry" className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {e.partialRefund ? <span className="badge badge-outline badge-info">Partial refund</span> : <OrderStatusBadge status={e.status} />}
            <time dateTime={e.at} className="text-base-content/75">
              {formatDateTime(e.at)}
            </time>
            {/* The first moment is the order's own: placed (oldest first after it). */}
            {i === 0 && <span className="text-base-content/75">placed</span>}
            {e.partialRefund && <span>{formatMoney(e.partialRefund)} back to your card</span>}
          </li>
        ))}
      </ol>
      {carrier && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-base-300 pt-3 text-sm">
          <dt className="text-base-content/70">Carrier</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{carrier}</dd>
          <dt className="text-base-content/70">Tracking number</dt>
          <dd className="min-w-0 font-mono [overflow-wrap:anywhere]" data-testid="order-tracking-number">
            {trackingNumber}
          </dd>
        </dl>
      )}
      {trackingUrl && (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-sm self-start">
          Track the parcel
        </a>
      )}
    </>
  );
}
