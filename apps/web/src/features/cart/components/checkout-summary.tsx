import type { CheckoutQuote } from '@store/contract';
import { formatMoney } from '@store/contract/money';

/**
 * What the order costs in its market: the lines and delivery as listed, the tax (in them where the
 * market lists gross prices, added where it lists net ones, none under reverse charge) and the total.
 */
export function CheckoutSummary({ quote }: { quote: CheckoutQuote }) {
  const { totals, market, vat } = quote;
  const included = market.pricesIncludeTax && !vat.reverseCharge;
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(totals.subtotal)],
    ['Shipping', totals.shipping.amount === 0 ? 'Free' : formatMoney(totals.shipping)],
  ];
  if (vat.reverseCharge) rows.push(['VAT (reverse charge)', formatMoney({ amount: 0, currency: totals.total.currency })]);
  else if (!included) rows.push(['Tax', formatMoney(totals.tax)]);
  return (
    <div className="mt-2 border-t border-base-300 pt-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Order summary">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex items-baseline justify-between text-lg">
        <span>Total</span>
        <strong className="text-2xl" data-testid="checkout-total">
          {formatMoney(totals.total)}
        </strong>
      </p>
      {included && totals.tax.amount > 0 && (
        <p className="text-right text-sm text-base-content/70" data-testid="checkout-tax-included">
          incl. {formatMoney(totals.tax)} VAT
        </p>
      )}
      <p className="text-right text-xs text-base-content/70">Prices in {market.currency} · {market.name}</p>
    </div>
  );
}
