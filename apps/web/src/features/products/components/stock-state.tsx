import { stockState, type StockLimits } from '@store/contract/quantity';
import { storeMessages } from '@store/contract/messages';

const tone = { 'in-stock': 'bg-emerald-100 text-emerald-900', low: 'bg-amber-100 text-amber-900', out: 'bg-base-300 text-base-content' };

/** 'In stock', 'Only N left' or 'Out of stock' (the words of the contract). */
export function StockState({ product }: { product: StockLimits }) {
  const { available } = product;
  const state = stockState(product);
  const text = state === 'out' ? storeMessages.outOfStock : state === 'low' ? storeMessages.onlyLeft(available) : storeMessages.inStock;
  return (
    <span className={`badge border-0 font-semibold ${tone[state]}`} data-testid="stock-state">
      {text}
    </span>
  );
}
