import type { Product } from '@store/contract';
import { Trans } from '@lingui/react/macro';
import { usePageFormat } from '../lib/format';

/**
 * "Available" and "Minimum order", side by side: the product card's content, shown on the product page and
 * on the purchase page too. The test ids keep the page's name ('product-available', 'purchase-available').
 */
export function ProductFacts({
  product,
  className = '',
  testIdPrefix = 'product',
  compact = false,
}: {
  product: Product;
  className?: string;
  testIdPrefix?: 'product' | 'purchase';
  /** A product card in the phones' two-column grid: the two facts one above the other there. */
  compact?: boolean;
}) {
  const format = usePageFormat();
  // Compact on a phone: each fact on one line, its label left and its number right.
  const box = compact
    ? 'flex flex-wrap items-baseline justify-between gap-x-2 rounded-box bg-base-200 px-2 py-1 sm:block sm:px-3 sm:py-2'
    : 'rounded-box bg-base-200 px-3 py-2';
  return (
    <dl className={`grid gap-2 ${compact ? 'grid-cols-1 text-xs sm:grid-cols-2 sm:text-sm' : 'grid-cols-2 text-sm'} ${className}`}>
      <div className={box}>
        <dt className="text-base-content/75">
          <Trans>Available</Trans>
        </dt>
        <dd className="font-semibold" data-testid={`${testIdPrefix}-available`}>
          {format.number(product.available)}
        </dd>
      </div>
      <div className={box}>
        <dt className="text-base-content/75">
          <Trans>Minimum order</Trans>
        </dt>
        <dd className="font-semibold" data-testid={`${testIdPrefix}-min-order`}>
          {format.number(product.minOrderQuantity)}
        </dd>
      </div>
    </dl>
  );
}
