import { Trans } from '@lingui/react/macro';
import type { Product } from '@store/contract';
import { ProductCard, type ProductCardProps } from './product-card';

/** Cards in a responsive grid: two columns on a phone (a screenful shows four products), up to three on a desktop. */
export function ProductGrid({
  products,
  headingLevel,
  eagerImages = 0,
}: {
  products: readonly Product[];
  headingLevel?: ProductCardProps['headingLevel'];
  /** How many leading cards are above the fold and load their image eagerly. */
  eagerImages?: number;
}) {
  if (products.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {/* The contract's storeMessages.noProducts, word for word (lib/spec-messages.ts is kept out of the first view). */}
        <Trans>No products yet. Please check back soon.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={headingLevel} eagerImage={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}
