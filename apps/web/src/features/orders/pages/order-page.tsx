import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderTimeline } from '@store/contract';
import { formatOrderNumber } from '@store/contract/limits';
import { lineVersionText } from '@store/contract/variant-choice';
import { InvoiceLinks } from '../../../components/invoice-links';
import { OrderNotFound } from '../../../components/order-not-found';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { QueryView } from '../../../components/query-view';
import { usePageFormat } from '../../../lib/format';
import { formatDateTime } from '../../../lib/order-display';
import { useOrder, useOrderTimeline } from '../api/get-order';

/** `id`: the heading's id (the title is in the page's language, so the id cannot come from it). */
function Card({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
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
  const { t } = useLingui();
  const order = useOrder(id);
  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-4">
      <Link to="/dashboard" className="link text-sm">
        <Trans>← My Orders</Trans>
      </Link>
      <QueryView query={order} loadingLabel={t`Loading your order`} notFound={<OrderNotFound />}>
        {(o) => <OrderDetails order={o} />}
      </QueryView>
    </section>
  );
}

function OrderDetails({ order: o }: { order: Order }) {
  const { t } = useLingui();
  const format = usePageFormat();
  const discount = o.discountMoney.amount > 0 ? { ...o.discountMoney, amount: -o.discountMoney.amount } : o.discountMoney;
  const orderNumber = formatOrderNumber(o.number);
  const placedAt = formatDateTime(format, o.createdAt);
  const total = format.money(o.totalPriceMoney);
  const shippingMethod = o.shippingMethod;
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id="order-title" className="text-2xl font-bold md:text-3xl">
          <Trans>
            Order <span data-testid="order-number">{orderNumber}</span>
          </Trans>
        </h1>
        <OrderStatusBadge status={o.status} />
        <p className="w-full text-sm text-base-content/75">
          <Trans>
            Placed <time dateTime={o.createdAt}>{placedAt}</time>
          </Trans>
        </p>
      </header>
      {o.status === 'Pending' && !o.paid && (
        <div className="alert alert-warning alert-soft flex flex-wrap justify-between" role="status">
          <span>
            <Trans>This order is not paid yet.</Trans>
          </span>
          <Link to={`/dashboard/payment/${encodeURIComponent(o._id)}`} className="btn btn-sm btn-success">
            <Trans>Pay {total}</Trans>
          </Link>
        </div>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <Card id="order-items" title={t`Items`}>
          <ul className="flex flex-col">
            {o.lines.map((l) => {
              const refunded = format.number(l.refundedQuantity);
              return (
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
                      {format.number(l.quantity)} × {format.money(l.unitPriceMoney)}
                      {l.refundedQuantity > 0 && (
                        <span className="badge badge-sm badge-soft badge-error ml-2">
                          <Trans>{refunded} refunded</Trans>
                        </span>
                      )}
                    </p>
                  </div>
                  {/* A span: daisyUI grows every <p> of a card body, which pulled the total to the middle. */}
                  <span className="shrink-0 font-semibold whitespace-nowrap">{format.money(l.lineTotalMoney)}</span>
                </li>
              );
            })}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-base-300 pt-3" data-testid="order-amounts">
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd className="text-right">{format.money(o.subtotalMoney)}</dd>
            <dt>{shippingMethod ? t`Shipping (${shippingMethod})` : t`Shipping`}</dt>
            <dd className="text-right">{format.money(o.shippingMoney)}</dd>
            {/* Where the prices included tax, the tax is shown as part of them, not added again. */}
            <dt>{o.reverseCharge ? t`VAT (reverse charge)` : o.taxIncluded ? t`Incl. VAT` : t`Tax`}</dt>
            <dd className="text-right">{format.money(o.taxMoney)}</dd>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd className="text-right">{format.money(discount)}</dd>
            <dt className="text-lg font-bold">
              <Trans>Total</Trans>
            </dt>
            <dd className="text-right text-lg font-bold" data-testid="order-total">
              {total}
            </dd>
          </dl>
          <InvoiceLinks order={o} className="border-t border-base-300 pt-3 text-sm" />
        </Card>
        <div className="flex flex-col gap-4">
          <Card id="order-shipping-to" title={t`Shipping to`}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-base-content/70">
                <Trans>Address</Trans>
              </dt>
              <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">{o.address}</dd>
              <dt className="text-base-content/70">
                <Trans>Phone</Trans>
              </dt>
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
  const { t } = useLingui();
  const timeline = useOrderTimeline(orderId);
  return (
    <Card id="order-status" title={t`Status`}>
      <QueryView query={timeline} loadingLabel={t`Loading the order's status`}>
        {(t) => <Timeline timeline={t} />}
      </QueryView>
    </Card>
  );
}

function Timeline({ timeline: { timeline, carrier, trackingNumber, trackingUrl } }: { timeline: OrderTimeline }) {
  const { t } = useLingui();
  const format = usePageFormat();
  return (
    <>
      <ol aria-label={t`Status changes`} className="flex flex-col gap-2">
        {timeline.map((e, i) => {
          const refund = e.partialRefund ? format.money(e.partialRefund) : null;
          return (
            <li key={i} data-testid="order-timeline-entry" className="flex flex-wrap items-baseline gap-x-2 text-sm">
              {e.partialRefund ? (
                <span className="badge badge-outline badge-info">
                  <Trans>Partial refund</Trans>
                </span>
              ) : (
                <OrderStatusBadge status={e.status} />
              )}
              <time dateTime={e.at} className="text-base-content/75">
                {formatDateTime(format, e.at)}
              </time>
              {/* The first moment is the order's own: placed (oldest first after it). */}
              {i === 0 && (
                <span className="text-base-content/75">
                  <Trans>placed</Trans>
                </span>
              )}
              {refund && (
                <span>
                  <Trans>{refund} back to your card</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {carrier && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-base-300 pt-3 text-sm">
          <dt className="text-base-content/70">
            <Trans>Carrier</Trans>
          </dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{carrier}</dd>
          <dt className="text-base-content/70">
            <Trans>Tracking number</Trans>
          </dt>
          <dd className="min-w-0 font-mono [overflow-wrap:anywhere]" data-testid="order-tracking-number">
            {trackingNumber}
          </dd>
        </dl>
      )}
      {trackingUrl && (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-sm self-start">
          <Trans>Track the parcel</Trans>
        </a>
      )}
    </>
  );
}
