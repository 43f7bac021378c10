import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@store/contract';
import { formatPrice } from '@store/contract/limits';
import { messages } from '@store/contract/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../lib/toast';
import { useDeleteOrder } from '../api/delete-order';

/** A data cell that shows its column name beside the value when the row is a card (narrow screens). */
function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`max-md:col-span-2 max-md:flex max-md:items-baseline max-md:gap-2 max-md:p-0 ${className}`}>
      <span className="shrink-0 text-xs text-base-content/70 md:hidden">
        {label}:
      </span>
      <span>{children}</span>
    </td>
  );
}

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * SPEC section 2's My Orders table: image, product, shipping address, quantity, price, status,
 * payment (Pay, or a disabled Paid), transaction id (or 'Payment Uncomplete') and a delete icon
 * that is disabled once paid. Rows come newest first from the server.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const deleteOrder = useDeleteOrder();
  const [toDelete, setToDelete] = useState<Order | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteOrder.mutateAsync(toDelete._id);
      void showToast(messages.deleted);
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not delete this order', 'error');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      {/* A table on wide screens; below md each row reflows into a labelled card, so Pay and the
          delete icon stay in reach at 375 px without sideways scrolling. */}
      <div className="rounded-box border border-base-300 bg-base-100 md:overflow-x-auto">
        <table className="table table-sm max-md:block md:table-md">
          <caption className="sr-only">My orders, newest first</caption>
          <thead className="max-md:hidden">
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Product</th>
              <th scope="col">Shipping address</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col">Transaction id</th>
              <th scope="col">
                <span className="sr-only">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {orders.map((o) => (
              <tr
                key={o._id}
                data-testid="order-row"
                className="max-md:grid max-md:grid-cols-[3.5rem_1fr] max-md:gap-x-3 max-md:gap-y-1 max-md:border-b max-md:border-base-300 max-md:p-3 max-md:last:border-b-0"
              >
                <td className="max-md:row-span-2 max-md:p-0">
                  <img src={o.productImage} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                </td>
                <th scope="row" className="font-semibold max-md:block max-md:p-0 md:min-w-36">
                  {o.productName}
                </th>
                <Cell label="Shipping address" className="break-words md:min-w-40">
                  {o.address}
                </Cell>
                <Cell label="Quantity">{o.totalQuantity.toLocaleString('en-US')}</Cell>
                <Cell label="Price" className="whitespace-nowrap">
                  {formatPrice(o.totalPrice)}
                </Cell>
                <Cell label="Status">
                  <span className={`badge ${o.paid ? 'badge-success' : 'badge-warning'} badge-soft`}>{o.status}</span>
                  {!o.paid && o.expiresAt && (
                    <span className="block whitespace-nowrap text-xs text-base-content/70 md:mt-1">Held until {time(o.expiresAt)}</span>
                  )}
                </Cell>
                <Cell label="Payment">
                  {o.paid ? (
                    <button type="button" className="btn btn-xs" disabled>
                      Paid
                    </button>
                  ) : (
                    <Link
                      to={`/dashboard/payment/${encodeURIComponent(o._id)}`}
                      className="btn btn-xs btn-success"
                      aria-label={`Pay for ${o.productName}`}
                    >
                      Pay
                    </Link>
                  )}
                </Cell>
                <Cell label="Transaction id" className="break-all text-xs md:max-w-48">
                  <span data-testid="order-transaction" className={o.transactionId ? 'font-mono' : ''}>
                    {o.transactionId ?? messages.paymentUncomplete}
                  </span>
                </Cell>
                <td className="max-md:col-span-2 max-md:flex max-md:justify-end max-md:p-0">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square text-error"
                    aria-label={`Delete order for ${o.productName}`}
                    title={o.paid ? 'A paid order cannot be deleted' : undefined}
                    disabled={o.paid}
                    onClick={() => setToDelete(o)}
                  >
                    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 002 2h8a2 2 0 002-2l1-12M9 7V4h6v3" />
                    </svg>
                  </button>
                </td>
              </tr>
            ))}
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
