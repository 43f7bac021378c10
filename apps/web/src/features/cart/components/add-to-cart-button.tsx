import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageFormat } from '../../../lib/format';
import type { ProductActionProduct } from '../../../lib/product-action';
import { showToast } from '../../../lib/toast';
import { useCartChange } from '../api/cart';
import { addedText } from '../cart-labels';
import { AddToCartView } from './add-to-cart-view';

/** The toast after adding: what was added and a way to the cart (toasts render inside the router). */
function Added({ quantity, name }: { quantity: number; name: string }) {
  const { i18n } = useLingui();
  const format = usePageFormat();
  return (
    <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="[overflow-wrap:anywhere]">{addedText(i18n, format, quantity, name)}</span>
      <Link to="/cart" className="link font-semibold">
        <Trans>View cart</Trans>
      </Link>
    </span>
  );
}

/** 'Add to cart' on a product card or the product page: the version's minimum order, once (a card's: the default version's). */
export function AddToCartButton({ product, compact = false }: { product: ProductActionProduct; compact?: boolean }) {
  const change = useCartChange();
  const add = () =>
    change.mutate(
      { productId: product._id, variantId: product.variantId, quantity: product.minOrderQuantity },
      {
        onSuccess: () => void showToast(<Added quantity={product.minOrderQuantity} name={product.version ? `${product.name} (${product.version})` : product.name} />),
        onError: (err) => void showToast(err.message, 'error'),
      },
    );
  return <AddToCartView product={product} compact={compact} pending={change.isPending} onAdd={add} />;
}
