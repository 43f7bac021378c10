import { Link } from 'react-router';
import { isOutOfStock } from '@store/contract/quantity';
import { ButtonSpinner } from '../../../components/spinner';
import type { ProductActionProduct } from '../../../lib/product-action';
import { showToast } from '../../../lib/toast';
import { useCartChange, useCartLineIds } from '../api/cart';

/** 'Add to cart' on a product card or the purchase page: the product's minimum order, once. */
export function AddToCartButton({ product }: { product: ProductActionProduct }) {
  const inCart = useCartLineIds().has(product._id);
  const change = useCartChange();
  if (inCart) {
    return (
      <Link to="/cart" className="btn btn-outline btn-block" aria-label={`${product.name} is in your cart: view the cart`}>
        In cart · View cart
      </Link>
    );
  }
  const soldOut = isOutOfStock(product);
  const add = () =>
    change.mutate(
      { productId: product._id, quantity: product.minOrderQuantity },
      {
        onSuccess: () => void showToast(`${product.name} added to your cart`),
        onError: (err) => void showToast(err.message, 'error'),
      },
    );
  return (
    <button
      type="button"
      className="btn btn-outline btn-block"
      onClick={add}
      disabled={soldOut || change.isPending}
      aria-label={soldOut ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
    >
      <ButtonSpinner show={change.isPending} />
      {soldOut ? 'Out of stock' : 'Add to cart'}
    </button>
  );
}
