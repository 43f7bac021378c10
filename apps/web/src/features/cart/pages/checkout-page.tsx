import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutQuoteRequest } from '@store/contract';
import { lineAmount } from '@store/contract/quantity';
import { quantityProblem } from '@store/contract/quantity-problem';
import { translateSpecText } from '../../../lib/spec-text';
import { EmptyCart } from '../components/empty-cart';
import { LineList } from '../../../components/line-list';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import { useSavedAddress } from '../../../lib/saved-address';
import { useSession } from '../../../lib/session';
import { useCart } from '../api/cart';
import { useCheckoutQuote } from '../api/checkout';
import { CheckoutForm } from '../components/checkout-form';

/** Checkout (signed-in only: visitors sign in and come back here): the cart's lines beside the form. */
export function CheckoutPage() {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  const { query } = useCart();
  const saved = useSavedAddress(user?.id ?? '');
  // The destination the form has so far: the cart priced in its market (lines, delivery, tax).
  const [choice, setChoice] = useState<CheckoutQuoteRequest | null>(null);
  const onChoice = useCallback((next: CheckoutQuoteRequest | null) => setChoice((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next)), []);
  const quoted = useCheckoutQuote(choice);
  const quote = quoted.data;
  if (!user) return <Spinner />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="mb-4 text-3xl font-bold">
        <Trans>Checkout</Trans>
      </h1>
      <QueryView query={query} loadingLabel={t`Loading your cart`}>
        {(cart) => {
          if (cart.lines.length === 0) return <EmptyCart />;
          const problems = cart.lines.filter((l) => l.noLongerSold || quantityProblem(l.quantity, l));
          return (
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="checkout-lines-title">
                <div className="card-body gap-2">
                  <h2 id="checkout-lines-title" className="card-title text-xl">
                    <Trans>Your order</Trans>
                  </h2>
                  <LineList
                    lines={cart.lines.map((l) => {
                      // In the market's currency once a country is chosen.
                      const priced = quote?.lines.find((q) => q.variantId === l.variantId);
                      // Its version and SKU, as the cart shows them (lineVersionText's words).
                      const { version, sku } = l;
                      const detail = version ? t`${version} · SKU ${sku}` : '';
                      return { key: l.variantId, quantity: l.quantity, name: l.name, detail, total: priced ? priced.lineTotal : lineAmount(l.noLongerSold ? 0 : l.quantity, l.priceMoney) };
                    })}
                    testId="checkout-line"
                  />
                  {problems.length > 0 && (
                    <div className="alert alert-warning alert-soft flex-col items-start" role="alert">
                      {problems.map((l) => (
                        <p key={l.variantId}>
                          {l.name}
                          {l.version && ` (${l.version})`}: {l.noLongerSold ? t`No longer sold` : translateSpecText(i18n, quantityProblem(l.quantity, l)!.message)}
                        </p>
                      ))}
                      <Link to="/cart" className="btn btn-sm">
                        <Trans>Change the cart</Trans>
                      </Link>
                    </div>
                  )}
                </div>
              </article>
              <QueryView query={saved} loadingLabel={t`Loading your address`}>
                {(address) => <CheckoutForm cart={cart} user={user} saved={address} quote={quote} quoting={quoted.isPlaceholderData || quoted.isFetching} onChoice={onChoice} />}
              </QueryView>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
