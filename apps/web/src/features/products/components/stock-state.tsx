import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { stockState, type StockLimits } from '@store/contract/quantity';

const tone = { 'in-stock': 'bg-emerald-100 text-emerald-900', low: 'bg-amber-100 text-amber-900', out: 'bg-base-300 text-base-content' };

/**
 * 'In stock', 'Only N left' or 'Out of stock': the contract's storeMessages, word for word, so the
 * same messages as lib/spec-messages.ts's (which stays out of the first view, this badge is in it).
 */
export function StockState({ product }: { product: StockLimits }) {
  const { i18n } = useLingui();
  const n = product.available;
  const state = stockState(product);
  const text = i18n._(state === 'out' ? msg`Out of stock` : state === 'low' ? msg`Only ${n} left` : msg`In stock`);
  return (
    <span className={`badge border-0 font-semibold ${tone[state]}`} data-testid="stock-state">
      {text}
    </span>
  );
}
