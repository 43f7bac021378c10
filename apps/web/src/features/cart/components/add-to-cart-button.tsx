import { Link } from 'react-router';
import { isOutOfStock } from '@store/contract/quantity';
import { ButtonSpinner } from '../../../components/spinner';
import type { ProductActionProduct } from '../../../lib/product-action';
import { showToast } from '../../../lib/toast';
import { useCartChange, useCartLineIds } from '../api/cart';
import { addedText, addToCartLabel, addToCartText, inCartLabel, soldOutLabel, soldOutText } from '../cart-labels';

/** The toast after adding: what was added and a way to the cart (toasts render inside the router). */
function Added({ quantity, name }: { quantity: number; name: string }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="[overflow-wrap:anywhere]">{addedText(quantity, name)}</span>
      <Link to="/cart" className="link font-semibold">
        View cart
      </Link>
    </span>
  );
}

/** 'Add to cart' on a product card or the purchase page: the product's minimum order, once. */
export function AddToCartButton({ product, compact = false }: { product: ProductActionProduct; compact?: boolean }) {
  // A product card in the phones' two-column grid: a small button there, the usual one from sm up.
  const size = compact ? 'btn-sm sm:btn-md max-sm:h-auto max-sm:min-h-8 max-sm:py-1' : '';
  const inCart = useCartLineIds().has(product._id);
  const change = useCartChange();
  if (inCart) {
    return (
      <Link to="/cart" className={`btn btn-outline btn-block ${size}`} aria-label={inCartLabel(product.name)}>
        {/* inCartText, wrapping (on a narrow card) before "View cart", never inside it. */}
        <span>
          <span className="whitespace-nowrap">In cart ·</span> <span className="whitespace-nowrap">View cart</span>
        </span>
      </Link>
    );
  }
  const soldOut = isOutOfStock(product);
  const add = () =>
    change.mutate(
      { productId: product._id, quantity: product.minOrderQuantity },
      {
        onSuccess: () => void showToast(<Added quantity={product.minOrderQuantity} name={product.name} />),
        onError: (err) => void showToast(err.message, 'error'),
      },
    );
  return (
    <button
      type="button"
      className={`btn btn-outline btn-block ${size}`}
      onClick={add}
      disabled={soldOut || change.isPending}
      aria-label={soldOut ? soldOutLabel(product.name) : addToCartLabel(product.name)}
    >
      <ButtonSpinner show={change.isPending} />
      {soldOut ? soldOutText : addToCartText}
    </button>
  );
}
