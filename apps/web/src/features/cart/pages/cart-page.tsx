import { useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '@store/contract';
import { formatPrice } from '@store/contract/limits';
import { cartTotal, quantityProblem } from '@store/contract/quantity';
import { FallbackImage, productPlaceholder } from '../../../components/fallback-image';
import { EmptyCart } from '../components/empty-cart';
import { NoLongerSoldLine } from '../components/no-longer-sold-line';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useCart, useCartChange } from '../api/cart';

/** The quantity typed into a line, as a number (NaN while the field is empty). */
const parseQuantity = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function CartLineRow({ line, quantityText, onQuantity }: { line: CartLine; quantityText: string; onQuantity: (text: string) => void }) {
  const change = useCartChange();
  const quantity = parseQuantity(quantityText);
  // The order quantity rule per line: the same messages as the purchase form; the server applies it again.
  const problem = Number.isNaN(quantity) ? 'Quantity is required' : quantityProblem(quantity, line)?.message;
  const inputId = `quantity-${line.productId}`;
  const setQuantity = (text: string) => {
    onQuantity(text);
    const next = parseQuantity(text);
    if (!Number.isNaN(next) && !quantityProblem(next, line) && next !== line.quantity) {
      change.mutate({ productId: line.productId, quantity: next }, { onError: (err) => void showToast(err.message, 'error') });
    }
  };
  const remove = () =>
    change.mutate({ productId: line.productId, quantity: null }, { onError: (err) => void showToast(err.message, 'error') });
  return (
    <li className="flex flex-col gap-3 border-b border-base-300 py-4 sm:flex-row sm:items-center" data-testid="cart-line">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <FallbackImage
          src={line.img}
          fallback={productPlaceholder}
          alt=""
          width={96}
          height={72}
          className="aspect-[4/3] h-auto w-24 shrink-0 rounded-box bg-base-200 object-contain"
        />
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere]">{line.name}</h2>
          <p className="text-sm text-base-content/75">
            {formatPrice(line.price)} each · minimum order {line.minOrderQuantity.toLocaleString('en-US')} ·{' '}
            {line.available.toLocaleString('en-US')} available
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3 sm:items-center">
        <fieldset className="fieldset w-28 py-0">
          <label htmlFor={inputId} className="sr-only">
            Quantity of {line.name}
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
        <p className="ml-auto w-24 pt-1 text-right font-bold sm:pt-0" data-testid="cart-line-total">
          {formatPrice(cartTotal([{ quantity: problem ? 0 : quantity, price: line.price }]))}
        </p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={remove} aria-label={`Remove ${line.name} from the cart`}>
          Remove
        </button>
      </div>
    </li>
  );
}

/** The cart: change quantities, remove lines, a live total, then checkout (visitors sign in first). */
export function CartPage() {
  const { query } = useCart();
  const change = useCartChange();
  const removeUnsold = (productId: string) =>
    change.mutate({ productId, quantity: null }, { onError: (err) => void showToast(err.message, 'error') });
  // What is typed into each line (the cart's quantity until the shopper edits it).
  const [typed, setTyped] = useState<Record<string, string>>({});
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10" aria-labelledby="cart-title">
      <h1 id="cart-title" className="mb-4 text-3xl font-bold">
        Your cart
      </h1>
      <QueryView query={query} loadingLabel="Loading your cart">
        {(cart) => {
          if (cart.lines.length === 0) return <EmptyCart />;
          const textOf = (line: CartLine) => typed[line.productId] ?? String(line.quantity);
          // Lines no longer sold count for nothing and hold checkout until they are removed.
          const sold = cart.lines.filter((l) => !l.noLongerSold);
          const quantities = sold.map((line) => ({ line, quantity: parseQuantity(textOf(line)) }));
          const blocked =
            sold.length < cart.lines.length || quantities.some(({ line, quantity }) => Number.isNaN(quantity) || quantityProblem(quantity, line));
          const total = cartTotal(quantities.map(({ line, quantity }) => ({ price: line.price, quantity: Number.isNaN(quantity) ? 0 : quantity })));
          return (
            <>
              <ul aria-label="Products in your cart">
                {cart.lines.map((line) =>
                  line.noLongerSold ? (
                    <NoLongerSoldLine key={line.productId} line={line} onRemove={() => removeUnsold(line.productId)} />
                  ) : (
                    <CartLineRow
                      key={line.productId}
                      line={line}
                      quantityText={textOf(line)}
                      onQuantity={(text) => setTyped((t) => ({ ...t, [line.productId]: text }))}
                    />
                  ),
                )}
              </ul>
              <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
                <p className="text-xl">
                  Total: <strong data-testid="cart-total">{formatPrice(total)}</strong>
                </p>
                {blocked ? (
                  <button type="button" className="btn btn-primary" disabled>
                    Checkout
                  </button>
                ) : (
                  <Link to="/checkout" className="btn btn-primary">
                    Checkout
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
