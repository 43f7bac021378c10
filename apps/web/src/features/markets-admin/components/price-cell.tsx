import { useState, type FormEvent } from 'react';
import type { VariantCurrencyPrice } from '@store/contract';
import { formatMoney, toDecimalString } from '@store/contract/money';
import { showToast } from '../../../lib/toast';
import { useClearVariantPrice, useSetVariantPrice } from '../api/market-admin';
import { messageOf, parseAmount } from './market-admin-format';

/**
 * One version's price in one currency: the base price (changed on the product), a price the owner
 * set (Clear derives it again) or a derived one, muted and marked "derived"; Set opens a field.
 */
export function PriceCell({ variantId, variantName, price, base }: { variantId: string; variantName: string; price: VariantCurrencyPrice; base: boolean }) {
  const set = useSetVariantPrice();
  const clear = useClearVariantPrice();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { currency, amount, derived } = price;
  const label = `Price of ${variantName} in ${currency}`;

  const open = () => {
    setText(amount === null ? '' : toDecimalString({ amount, currency }));
    setError(undefined);
    setEditing(true);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmount(text, currency);
    if (minor === null || minor <= 0) {
      setError(`Enter an amount in ${currency}, e.g. ${toDecimalString({ amount: 1990, currency })}`);
      return;
    }
    try {
      await set.mutateAsync({ variantId, currency, amount: minor });
      void showToast('Price set');
      setEditing(false);
    } catch (err) {
      setError(messageOf(err, 'Could not set this price'));
    }
  };
  const unset = async () => {
    try {
      await clear.mutateAsync({ variantId, currency });
      void showToast('Price cleared: derived again');
    } catch (err) {
      void showToast(messageOf(err, 'Could not clear this price'), 'error');
    }
  };

  if (editing) {
    return (
      <form onSubmit={(e) => void save(e)} aria-label={label} className="flex min-w-0 flex-col gap-1">
        <input className={`input input-sm w-28 ${error ? 'input-error' : ''}`} aria-label={label} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} autoFocus />
        {error && <span className="text-xs text-error">{error}</span>}
        <span className="flex gap-1">
          <button type="submit" className="btn btn-xs btn-primary" disabled={set.isPending}>
            Save
          </button>
          <button type="button" className="btn btn-xs btn-ghost" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </span>
      </form>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1" data-testid="price-cell">
      {amount === null ? (
        <span className="text-base-content/60">No price (no exchange rate)</span>
      ) : (
        <span className={derived ? 'text-base-content/60' : 'font-medium'}>
          {formatMoney({ amount, currency })}
          {derived && <span className="badge badge-ghost badge-sm ml-1">derived</span>}
        </span>
      )}
      {!base && (
        <span className="flex gap-1">
          <button type="button" className="btn btn-xs btn-outline" onClick={open}>
            Set<span className="sr-only"> {label}</span>
          </button>
          {amount !== null && !derived && (
            <button type="button" className="btn btn-xs btn-ghost" onClick={() => void unset()} disabled={clear.isPending}>
              Clear<span className="sr-only"> {label}</span>
            </button>
          )}
        </span>
      )}
    </span>
  );
}
