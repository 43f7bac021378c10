import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Order } from '@store/contract';
import { formatOrderNumber } from '@store/contract/limits';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InvoiceLinks } from '../../../components/invoice-links';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { LabelledCell } from '../../../components/labelled-cell';
import { OrderStatusBadge, orderStatusWords } from '../../../components/order-status-badge';
import { usePageFormat } from '../../../lib/format';
import { heldUntilParts, orderName, orderUnits } from '../../../lib/order-display';
import { specMessages } from '../../../lib/spec-messages';
import { showToast } from '../../../lib/toast';
import { useDeleteOrder } from '../api/delete-order';

const PAID_CANNOT_BE_DELETED = msg`Paid orders cannot be deleted`;
/** Why an order that is no longer pending cannot be deleted (paid, or cancelled by the shop). */
const kept = (i18n: I18n, o: Order): string | null =>
  o.status === 'Pending' ? null : i18n._(o.paid ? PAID_CANNOT_BE_DELETED : msg`Cancelled orders stay on record`);

/** 'Held until Nov 26, 10:11 AM UTC': the day and the zone too, each part kept on one line. */
function HeldUntil({ iso }: { iso: string }) {
  const { date, time, zone } = heldUntilParts(usePageFormat(), iso);
  return (
    <Trans>
      Held until <span className="whitespace-nowrap">{date},</span> <span className="whitespace-nowrap">{time}</span> {zone}
    </Trans>
  );
}

/**
 * A payment's id is long and random: shown cut to the width of its column (the whole id stays in
 * the text for screen readers and selection, and in the tooltip), with a button that copies it.
 */
function TransactionId({ id }: { id: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      void showToast(t`Transaction id copied`);
    } catch {
      void showToast(t`Could not copy the transaction id; select it instead`, 'error');
    }
  };
  return (
    <span className="flex items-center gap-1 md:flex-col md:items-start xl:flex-row xl:items-center">
      <span data-testid="order-transaction" title={id} className="block max-w-[8.5rem] truncate font-mono text-xs md:max-w-20 xl:max-w-32">
        {id}
      </span>
      <button type="button" className="btn btn-ghost btn-xs btn-square" aria-label={t`Copy transaction id`} title={t`Copy transaction id`} onClick={() => void copy()}>
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V6a2 2 0 012-2h9" />
        </svg>
      </button>
    </span>
  );
}

/**
 * The My Orders table of docs/product/orders-and-payments.md, one row per order: image, product (an order from the
 * cart lists its lines there), shipping address, quantity (units of every line), price (the order's total), status,
 * payment (Pay, or a disabled Paid), transaction id (or messages.paymentUncomplete) and a delete icon
 * that is disabled once paid. The status follows the order through the shop's fulfilment (Shipped,
 * Delivered, Refunded; Cancelled shows a disabled Cancelled instead of Pay). Rows come newest first from the server.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t, i18n } = useLingui();
  const format = usePageFormat();
  const deleteOrder = useDeleteOrder();
  const [toDelete, setToDelete] = useState<Order | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteOrder.mutateAsync(toDelete._id);
      void showToast(i18n._(specMessages.deleted));
    } catch (err) {
      void showToast(err instanceof Error ? err.message : t`Could not delete this order`, 'error');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      {/* A table from md up, sized to fit its box from 768 px (and 1024 px beside the side menu)
          without sideways scrolling: narrow cells, headers that wrap between words, the
          transaction id cut to its column. Below md each row reflows into a labelled card. */}
      <div className="rounded-box border border-base-300 bg-base-100 md:overflow-x-auto">
        <table className="table table-sm max-md:block md:table-md md:[&_:is(th,td)]:px-1.5 md:[&_:is(th,td):first-child]:pl-2">
          <caption className="sr-only">
            <Trans>My orders, newest first</Trans>
          </caption>
          <thead className="text-xs whitespace-normal max-md:hidden">
            <tr>
              <th scope="col">
                <Trans>Image</Trans>
              </th>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col">
                <Trans>Shipping address</Trans>
              </th>
              <th scope="col">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col">
                <Trans>Price</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Payment</Trans>
              </th>
              <th scope="col">
                <Trans>Transaction id</Trans>
              </th>
              <th scope="col">
                <span className="sr-only">
                  <Trans>Delete</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {orders.map((o) => {
              const name = orderName(i18n, o);
              const orderNumber = formatOrderNumber(o.number);
              const whyKept = kept(i18n, o);
              return (
                <tr
                  key={o._id}
                  data-testid="order-row"
                  className="max-md:grid max-md:grid-cols-[3.5rem_1fr] max-md:gap-x-3 max-md:gap-y-1 max-md:border-b max-md:border-base-300 max-md:p-3 max-md:last:border-b-0 max-md:[&>*]:border-b-0"
                >
                  <td className="max-md:row-span-2 max-md:p-0">
                    <ProductThumbnail src={o.productImage} width={56} />
                  </td>
                  <th scope="row" className="font-semibold max-md:block max-md:p-0 md:min-w-40 md:[overflow-wrap:break-word]">
                    {/* An order from the cart lists each of its lines with its quantity. */}
                    {o.lines.length === 1 ? (
                      <>
                        <span data-testid="order-product-name">{o.productName}</span>
                        {o.lines[0]?.version && <span className="block text-xs font-normal text-base-content/75">{o.lines[0].version}</span>}
                      </>
                    ) : (
                      <ul className="flex flex-col gap-0.5">
                        {o.lines.map((l) => (
                          <li key={l.position} data-testid="order-line">
                            <span className="font-normal">{format.number(l.quantity)} ×</span> {l.productName}
                            {l.version && <span className="font-normal text-base-content/75"> ({l.version})</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                    {/* SPEC's columns stay; the number the mails and receipt give sits under the product and opens the order. */}
                    <Link
                      to={`/dashboard/orders/${encodeURIComponent(o._id)}`}
                      className="link block text-xs font-normal text-base-content/70"
                      data-testid="order-number"
                    >
                      <Trans>Order {orderNumber}</Trans>
                    </Link>
                  </th>
                  <LabelledCell label={t`Shipping address`} className="max-md:col-span-2 md:min-w-24 [overflow-wrap:break-word]">
                    {o.address}
                  </LabelledCell>
                  <LabelledCell label={t`Quantity`} className="max-md:col-span-2">
                    {format.number(orderUnits(o))}
                  </LabelledCell>
                  <LabelledCell label={t`Price`} className="max-md:col-span-2 whitespace-nowrap">
                    {format.money(o.totalPriceMoney)}
                  </LabelledCell>
                  <LabelledCell label={t`Status`} className="max-md:col-span-2">
                    <OrderStatusBadge status={o.status} />
                    {o.status === 'Pending' && o.expiresAt && (
                      <span className="block text-xs text-base-content/70 max-md:inline max-md:pl-2 md:mt-1">
                        <HeldUntil iso={o.expiresAt} />
                      </span>
                    )}
                  </LabelledCell>
                  <LabelledCell label={t`Payment`} className="max-md:col-span-2">
                    {o.status !== 'Pending' ? (
                      <>
                        <button type="button" className="btn btn-xs" disabled>
                          {o.paid ? t`Paid` : i18n._(orderStatusWords[o.status])}
                        </button>
                        <InvoiceLinks order={o} numbers={false} className="mt-1 max-md:inline-flex max-md:pl-2" />
                      </>
                    ) : (
                      <Link
                        to={`/dashboard/payment/${encodeURIComponent(o._id)}`}
                        className="btn btn-xs btn-success"
                        aria-label={t`Pay for ${name}`}
                      >
                        <Trans>Pay</Trans>
                      </Link>
                    )}
                  </LabelledCell>
                  <LabelledCell label={t`Transaction id`} className="max-md:col-span-2">
                    {o.transactionId ? (
                      <TransactionId id={o.transactionId} />
                    ) : (
                      <span data-testid="order-transaction" className="text-xs tracking-tight whitespace-nowrap md:max-xl:text-[0.6875rem]">
                        {i18n._(specMessages.paymentUncomplete)}
                      </span>
                    )}
                  </LabelledCell>
                  <td className="max-md:col-span-2 max-md:flex max-md:justify-end max-md:p-0 md:px-1!">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm btn-square text-error"
                      aria-label={t`Delete order for ${name}`}
                      // Why it is disabled: as a tooltip, and read out with the button.
                      title={whyKept ?? undefined}
                      aria-describedby={whyKept ? `order-${o._id}-not-deletable` : undefined}
                      disabled={o.status !== 'Pending'}
                      onClick={() => setToDelete(o)}
                    >
                      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                        <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 002 2h8a2 2 0 002-2l1-12M9 7V4h6v3" />
                      </svg>
                    </button>
                    {whyKept && (
                      <span id={`order-${o._id}-not-deletable`} hidden>
                        {whyKept}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        busy={deleteOrder.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
