import { useState, type FormEvent } from 'react';
import { adminMoveLabels, adminMovesFrom, type AdminOrder } from '@store/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldError } from '../../../components/field-error';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useMoveOrder } from '../api/admin-orders';
import { moveDialog } from './move-dialogs';
import { RefundItemsForm } from './refund-items-form';


/** The moves the lifecycle allows from the order's status (the contract's table), one button each. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const move = useMoveOrder(order._id);
  const moves = adminMovesFrom(order.status);
  const [confirming, setConfirming] = useState<'Cancelled' | 'Refunded' | null>(null);
  const asking = confirming ? moveDialog(order, confirming) : undefined;
  const [shipping, setShipping] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [refundingItems, setRefundingItems] = useState(false);
  // Some units of some lines: from the statuses a refund may start from.
  const itemsRefundable = moves.includes('Refunded');

  const run = async (body: Parameters<typeof move.mutateAsync>[0]) => {
    try {
      const done = await move.mutateAsync(body);
      void showToast(`Order is now ${done.data.status}`);
      setShipping(false);
      setFields({});
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      void showToast(err instanceof Error ? err.message : 'Could not change the order', 'error');
    } finally {
      setConfirming(null);
    }
  };

  const ship = (e: FormEvent) => {
    e.preventDefault();
    void run({ status: 'Shipped', carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
  };

  if (moves.length === 0) return <p className="text-sm text-base-content/70">This order is {order.status}: nothing more to do.</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={`btn btn-sm ${to === 'Refunded' || to === 'Cancelled' ? 'btn-error btn-outline' : 'btn-primary'}`}
            disabled={move.isPending}
            aria-expanded={to === 'Shipped' ? shipping : undefined}
            onClick={() => (to === 'Shipped' ? setShipping(true) : to === 'Delivered' ? void run({ status: to }) : setConfirming(to))}
          >
            <ButtonSpinner show={move.isPending && move.variables?.status === to} />
            {adminMoveLabels[to]}
          </button>
        ))}
        {itemsRefundable && (
          <button type="button" className="btn btn-sm btn-error btn-outline" aria-expanded={refundingItems} onClick={() => setRefundingItems(!refundingItems)}>
            Refund items
          </button>
        )}
      </div>
      {refundingItems && itemsRefundable && <RefundItemsForm order={order} onDone={() => setRefundingItems(false)} />}
      {shipping && (
        <form onSubmit={ship} aria-label="Ship this order" className="grid gap-x-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <fieldset className="fieldset">
            <label htmlFor="ship-carrier" className="fieldset-legend text-sm">
              Carrier
            </label>
            <input id="ship-carrier" className="input w-full" value={carrier} required maxLength={100} onChange={(e) => setCarrier(e.target.value)} aria-invalid={Boolean(fields.carrier)} aria-describedby={fields.carrier ? 'ship-carrier-error' : undefined} />
            <FieldError id="ship-carrier-error" message={fields.carrier} />
          </fieldset>
          <fieldset className="fieldset">
            <label htmlFor="ship-tracking" className="fieldset-legend text-sm">
              Tracking number
            </label>
            <input id="ship-tracking" className="input w-full" value={trackingNumber} required maxLength={100} onChange={(e) => setTrackingNumber(e.target.value)} aria-invalid={Boolean(fields.trackingNumber)} aria-describedby={fields.trackingNumber ? 'ship-tracking-error' : undefined} />
            <FieldError id="ship-tracking-error" message={fields.trackingNumber} />
          </fieldset>
          <button type="submit" className="btn btn-primary mt-2 sm:mt-0 sm:mb-1" disabled={move.isPending}>
            <ButtonSpinner show={move.isPending} />
            Ship with tracking
          </button>
        </form>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        message={asking?.question}
        confirmLabel={asking?.confirm}
        cancelLabel={asking?.back}
        busy={move.isPending}
        onConfirm={() => confirming && void run({ status: confirming })}
        onCancel={() => setConfirming(null)}
      >
        {asking && <p>{asking.details}</p>}
      </ConfirmDialog>
    </div>
  );
}
