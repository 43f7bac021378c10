import { Trans, useLingui } from '@lingui/react/macro';
import { isOutOfStock } from '@store/contract/quantity';
import { ButtonSpinner } from '../../../components/spinner';
import { Link } from '../../../lib/navigation';
import type { ProductActionProduct } from '../../../lib/product-action';
import { useCartLineIds } from '../api/cart-count';
import { addToCartLabel, addToCartText, inCartLabel, soldOutLabel, soldOutText } from '../cart-labels';

export interface AddToCartViewProps {
  product: ProductActionProduct;
  /** A product card in the phones' two-column grid: a small button there, the usual one from sm up. */
  compact?: boolean;
  pending?: boolean;
  onAdd?: () => void;
}

/** 'Add to cart', or 'In cart · View cart' once the product is in the cart. */
export function AddToCartView({ product, compact = false, pending = false, onAdd }: AddToCartViewProps) {
  const { i18n } = useLingui();
  const size = compact ? 'btn-sm sm:btn-md max-sm:h-auto max-sm:min-h-8 max-sm:py-1' : '';
  const inCart = useCartLineIds().has(product.variantId ?? product._id);
  if (inCart) {
    return (
      <Link to="/cart" className={`btn btn-outline btn-block ${size}`} aria-label={inCartLabel(i18n, product.name)}>
        {/* inCartText, wrapping (on a narrow card) before "View cart", never inside it. */}
        <span>
          <Trans>
            <span className="whitespace-nowrap">In cart ·</span> <span className="whitespace-nowrap">View cart</span>
          </Trans>
        </span>
      </Link>
    );
  }
  const soldOut = isOutOfStock(product);
  return (
    <button
      type="button"
      className={`btn btn-outline btn-block ${size}`}
      onClick={onAdd}
      disabled={soldOut || pending}
      aria-label={soldOut ? soldOutLabel(i18n, product.name) : addToCartLabel(i18n, product.name)}
    >
      <ButtonSpinner show={pending} />
      {soldOut ? soldOutText(i18n) : addToCartText(i18n)}
    </button>
  );
}
