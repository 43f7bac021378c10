import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutQuote } from '@store/contract';
import { usePageFormat } from '../../../lib/format';

/**
 * What the order costs in its market: the lines and delivery as listed, the tax (in them where the
 * market lists gross prices, added where it lists net ones, none under reverse charge) and the total.
 */
export function CheckoutSummary({ quote }: { quote: CheckoutQuote }) {
  const { t } = useLingui();
  const format = usePageFormat();
  const { totals, market, vat } = quote;
  const included = market.pricesIncludeTax && !vat.reverseCharge;
  // [key, label, value]
  const rows: [string, string, string][] = [
    ['subtotal', t`Subtotal`, format.money(totals.subtotal)],
    ['shipping', t`Shipping`, totals.shipping.amount === 0 ? t`Free` : format.money(totals.shipping)],
  ];
  if (vat.reverseCharge) rows.push(['reverse-charge', t`VAT (reverse charge)`, format.money({ amount: 0, currency: totals.total.currency })]);
  else if (!included) rows.push(['tax', t`Tax`, format.money(totals.tax)]);
  const total = format.money(totals.total);
  const tax = format.money(totals.tax);
  const currency = market.currency;
  const marketName = market.name;
  return (
    <div className="mt-2 border-t border-base-300 pt-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label={t`Order summary`}>
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex items-baseline justify-between text-lg">
        <span>
          <Trans>Total</Trans>
        </span>
        <strong className="text-2xl" data-testid="checkout-total">
          {total}
        </strong>
      </p>
      {included && totals.tax.amount > 0 && (
        <p className="text-right text-sm text-base-content/70" data-testid="checkout-tax-included">
          <Trans>incl. {tax} VAT</Trans>
        </p>
      )}
      <p className="text-right text-xs text-base-content/70">
        <Trans>
          Prices in {currency} · {marketName}
        </Trans>
      </p>
    </div>
  );
}
