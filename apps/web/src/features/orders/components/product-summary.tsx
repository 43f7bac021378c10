import type { Product } from '@store/contract';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { FallbackImage, productPlaceholder } from '../../../components/fallback-image';
import { ProductFacts } from '../../../components/product-facts';
import { usePageFormat } from '../../../lib/format';
import { ProductAction } from '../../../lib/product-action';

/**
 * The purchase page's product: image, name, description, price, available and minimum order;
 * `choice` the version picker of a product sold in several, `action` what the app puts on products.
 */
export function ProductSummary({ product, choice, action }: { product: Product; choice?: ReactNode; action?: ReactNode }) {
  const format = usePageFormat();
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="purchase-product-name">
      <figure className="bg-base-200">
        <FallbackImage
          src={product.img}
          fallback={productPlaceholder}
          alt={product.name}
          width={640}
          height={480}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </figure>
      <div className="card-body gap-3">
        <h1 id="purchase-product-name" className="card-title text-2xl">
          {product.name}
        </h1>
        <p className="text-2xl font-extrabold">
          {format.money(product.priceMoney)}{' '}
          <span className="text-base font-normal text-base-content/70">
            <Trans>per unit</Trans>
          </span>
        </p>
        <p className="text-base-content/80">{product.description}</p>
        {choice}
        <ProductFacts product={product} testIdPrefix="purchase" />
        {action ?? <ProductAction product={product} />}
      </div>
    </article>
  );
}
