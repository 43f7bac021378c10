import type { Product } from '@store/contract';

/**
 * "Available" and "Minimum order", side by side: the product card's content, shown on the product page and
 * on the purchase page too. The test ids keep the page's name ('product-available', 'purchase-available').
 */
export function ProductFacts({ product, className = '', testIdPrefix = 'product' }: { product: Product; className?: string; testIdPrefix?: 'product' | 'purchase' }) {
  return (
    <dl className={`grid grid-cols-2 gap-2 text-sm ${className}`}>
      <div className="rounded-box bg-base-200 px-3 py-2">
        <dt className="text-base-content/75">Available</dt>
        <dd className="font-semibold" data-testid={`${testIdPrefix}-available`}>
          {product.available.toLocaleString('en-US')}
        </dd>
      </div>
      <div className="rounded-box bg-base-200 px-3 py-2">
        <dt className="text-base-content/75">Minimum order</dt>
        <dd className="font-semibold" data-testid={`${testIdPrefix}-min-order`}>
          {product.minOrderQuantity.toLocaleString('en-US')}
        </dd>
      </div>
    </dl>
  );
}
