import { useState } from 'react';
import { Link } from 'react-router';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { CartLine } from '@store/contract';
import { usePageFormat } from '../../../lib/format';
import { PriceTaxNote } from '../../../lib/markets';
import { useShipsToPageCountry } from '../api/shipping-countries';
import { CartLineProduct } from '../components/cart-line-product';
import { EmptyCart } from '../components/empty-cart';
import { NoLongerSoldLine } from '../components/no-longer-sold-line';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useCart, useCartChange } from '../api/cart';
import { cartLineProblem, cartLineProblemText, cartView, parseQuantity, type CartLineView, type CartView } from '../cart-view';

function CartLineRow({ view, quantityText, onQuantity }: { view: CartLineView; quantityText: string; onQuantity: (text: string) => void }) {
  const { i18n, t } = useLingui();
  const format = usePageFormat();
  const change = useCartChange();
  const { line, amount } = view;
  const problem = view.problem && cartLineProblemText(i18n, view.problem);
  const name = line.version ? `${line.name} (${line.version})` : line.name;
  const price = format.money(line.priceMoney);
  const minimum = format.number(line.minOrderQuantity);
  const available = format.number(line.available);
  const inputId = `quantity-${line.variantId}`;
  const setQuantity = (text: string) => {
    onQuantity(text);
    const next = parseQuantity(text);
    if (!cartLineProblem(line, next) && next !== line.quantity) {
      change.mutate({ productId: line.productId, variantId: line.variantId, quantity: next }, { onError: (err) => void showToast(err.message, 'error') });
    }
  };
  const remove = () =>
    change.mutate({ productId: line.productId, variantId: line.variantId, quantity: null }, { onError: (err) => void showToast(err.message, 'error') });
  return (
    <li className="flex flex-col gap-3 border-b border-base-300 py-4 sm:flex-row sm:items-center" data-testid="cart-line">
      <CartLineProduct line={line}>
        <p className="text-sm text-base-content/75">
          <Trans>
            {price} each · minimum order {minimum} · {available} available
          </Trans>
        </p>
      </CartLineProduct>
      <div className="flex items-start gap-3 sm:items-center">
        <fieldset className="fieldset w-28 py-0">
          <label htmlFor={inputId} className="sr-only">
            <Trans>Quantity of {name}</Trans>
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={line.minOrderQuantity}
            max={line.available}
            step={1}
            className="input input-sm w-full"
            value={quantityText}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
          />
          {problem && (
            <p id={`${inputId}-error`} className="text-sm text-error" role="alert">
              {problem}
            </p>
          )}
        </fieldset>
        <p className="ml-auto min-w-24 whitespace-nowrap pt-1 text-right font-bold sm:pt-0" data-testid="cart-line-total">
          {format.money(amount)}
        </p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={remove} aria-label={t`Remove ${name} from the cart`}>
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}

const linesToFixText = (i18n: I18n, { linesToFix, linesNoLongerSold }: CartView) => {
  if (linesNoLongerSold > 0) return i18n._(msg`Remove what is no longer sold to check out.`);
  return i18n._(
    msg`${plural(linesToFix, { one: 'Fix the quantity marked above to check out.', other: 'Fix the # quantities marked above to check out.' })}`,
  );
};

/** The cart: change quantities, remove lines, a live total, then checkout (visitors sign in first). */
export function CartPage() {
  const { i18n, t } = useLingui();
  const format = usePageFormat();
  const { query } = useCart();
  const change = useCartChange();
  const removeUnsold = (line: CartLine) =>
    change.mutate({ productId: line.productId, variantId: line.variantId, quantity: null }, { onError: (err) => void showToast(err.message, 'error') });
  // What is typed into each line (the cart's quantity until the shopper edits it).
  const [typed, setTyped] = useState<Record<string, string>>({});
  // In a market's pages the country is known: say now what checkout would say for it.
  const shipsHere = useShipsToPageCountry();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10" aria-labelledby="cart-title">
      <h1 id="cart-title" className="mb-4 text-3xl font-bold">
        <Trans>Your cart</Trans>
      </h1>
      <QueryView query={query} loadingLabel={t`Loading your cart`}>
        {(cart) => {
          if (cart.lines.length === 0) return <EmptyCart />;
          const textOf = (line: CartLine) => typed[line.variantId] ?? String(line.quantity);
          const view = cartView(cart, textOf);
          const total = format.money(view.total);
          return (
            <>
              {shipsHere === false && (
                <p className="alert alert-warning alert-soft mb-4" role="alert" data-testid="cart-not-shipped">
                  <Trans>We do not ship to this country yet: checkout asks where to deliver, and lists what ships there.</Trans>
                </p>
              )}
              <ul aria-label={t`Products in your cart`}>
                {view.lines.map((lineView) =>
                  lineView.line.noLongerSold ? (
                    <NoLongerSoldLine key={lineView.line.variantId} line={lineView.line} onRemove={() => removeUnsold(lineView.line)} />
                  ) : (
                    <CartLineRow
                      key={lineView.line.variantId}
                      view={lineView}
                      quantityText={textOf(lineView.line)}
                      onQuantity={(text) => setTyped((t) => ({ ...t, [lineView.line.variantId]: text }))}
                    />
                  ),
                )}
              </ul>
              <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
                <p className="text-xl">
                  <Trans>
                    Total: <strong data-testid="cart-total">{total}</strong>
                  </Trans>
                  <PriceTaxNote />
                </p>
                {view.linesToFix > 0 ? (
                  <>
                    {/* Says why Checkout is closed, beside it (the line itself says what is wrong). */}
                    <p id="cart-blocked" className="text-sm text-error sm:order-first sm:mr-auto" data-testid="cart-blocked">
                      {linesToFixText(i18n, view)}
                    </p>
                    <button type="button" className="btn btn-primary" disabled aria-describedby="cart-blocked">
                      <Trans>Checkout</Trans>
                    </button>
                  </>
                ) : (
                  <Link to="/checkout" className="btn btn-primary">
                    <Trans>Checkout</Trans>
                  </Link>
                )}
              </div>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
