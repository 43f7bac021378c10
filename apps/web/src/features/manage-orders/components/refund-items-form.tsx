import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '@store/contract';
import { formatMoney, type Money } from '@store/contract/money';
import { FieldError } from '../../../components/field-error';
import { ButtonSpinner } from '../../../components/spinner';
import { showToast } from '../../../lib/toast';
import { useRefundLines } from '../api/admin-orders';

/** Units of each line chosen, by position. */
type Chosen = Record<number, number>;

/** What the chosen units cost (integer minor units of the order's currency). */
export function refundAmount(order: AdminOrder, chosen: Chosen): Money {
  const amount = order.lines.reduce((sum, l) => sum + (chosen[l.position] ?? 0) * l.unitPriceMoney.amount, 0);
  return { amount, currency: order.totalPriceMoney.currency };
}

/**
 * Refunding some units of some lines (POST /admin/order/{id}/refund): a number per line, from 0 to
 * what is left of it, and the amount that goes back to the card, live. The server decides the
 * refund (and makes the order Refunded when every unit left is chosen); this only asks.
 */
export function RefundItemsForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const refund = useRefundLines(order._id);
  const [chosen, setChosen] = useState<Chosen>({});
  const [problem, setProblem] = useState<string | undefined>();
  const amount = refundAmount(order, chosen);
  const lines = order.lines.map((l) => ({ ...l, left: l.quantity - l.refundedQuantity }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const asked = lines.filter((l) => (chosen[l.position] ?? 0) > 0).map((l) => ({ position: l.position, quantity: chosen[l.position]! }));
    try {
      await refund.mutateAsync({ lines: asked });
      void showToast(`Refunded ${formatMoney(amount)}`);
      setProblem(undefined);
      onDone();
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Could not refund';
      setProblem(message);
      void showToast(message, 'error');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Refund items" className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <ul className="flex flex-col gap-2">
        {lines.map((l) => (
          <li key={l.position} className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`refund-line-${l.position}`} className="min-w-0 flex-1 break-words text-sm">
              {l.productName}
              {l.version && ` (${l.version})`} <span className="text-base-content/70">({l.left} of {l.quantity} left to refund)</span>
            </label>
            <input
              id={`refund-line-${l.position}`}
              type="number"
              inputMode="numeric"
              className="input input-sm w-24"
              min={0}
              max={l.left}
              step={1}
              disabled={l.left === 0}
              value={chosen[l.position] ?? 0}
              onChange={(e) => {
                const n = Math.trunc(Number(e.target.value));
                setChosen({ ...chosen, [l.position]: Number.isFinite(n) ? Math.min(Math.max(n, 0), l.left) : 0 });
              }}
            />
          </li>
        ))}
      </ul>
      <FieldError id="refund-items-error" message={problem} />
      <button type="submit" className="btn btn-sm btn-error btn-outline self-start" disabled={amount.amount === 0 || refund.isPending} aria-describedby={problem ? 'refund-items-error' : undefined}>
        <ButtonSpinner show={refund.isPending} />
        Refund {formatMoney(amount)}
      </button>
    </form>
  );
}
