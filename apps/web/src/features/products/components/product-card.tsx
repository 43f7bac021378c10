import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/navigation';
import type { Product } from '@store/contract';
import { productPagePath } from '@store/contract/product-path';
import { usePageFormat } from '../../../lib/format';
import { isOutOfStock } from '@store/contract/quantity';
import { FallbackImage, productPlaceholder } from '../../../components/fallback-image';
import { ProductAction } from '../../../lib/product-action';
import { previewDescription } from './description-preview';
import { ProductFacts } from '../../../components/product-facts';
import { StockState } from './stock-state';

export interface ProductCardProps {
  product: Product;
  /** The card's title sits under a page title (2) or a section title (3). */
  headingLevel?: 2 | 3;
  /** Cards in the first screenful load their image at once; the rest when scrolled near. */
  eagerImage?: boolean;
}

export function ProductCard({ product, headingLevel = 2, eagerImage = false }: ProductCardProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = product.name;
  // The default version is sold out but another can be ordered: the shopper chooses one on the
  // product page (Purchase and Add to cart would both ask for the sold-out default).
  const otherVersionsOnly = isOutOfStock(product) && product.orderable === true;
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md" data-testid="product-card">
      {/* The picture and the name open the product page; the picture's link is left out of the tab
          order (the name's is the same link). */}
      <Link to={productPagePath(product.slug)} tabIndex={-1} className="block overflow-hidden rounded-t-box bg-base-200">
        <figure>
          {/* width/height reserve the 4:3 box before the image arrives (no layout shift); a photo that
              cannot be loaded gives way to a placeholder in the same box. */}
          <FallbackImage
            src={product.img}
            fallback={productPlaceholder}
            alt={product.name}
            width={400}
            height={300}
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        </figure>
      </Link>
      {/* Phones show two cards a row (about 165 px each): smaller type, padding and buttons there. */}
      <div className="card-body gap-2 p-3 sm:gap-3 sm:p-5">
        {/* Two lines reserved, so prices and stock line up across a row of cards. */}
        <Heading className="card-title min-h-[2lh] items-start text-base leading-snug [overflow-wrap:anywhere] sm:text-lg">
          <Link to={productPagePath(product.slug)} className="link-hover">
            {product.name}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CardPrice product={product} />
          {otherVersionsOnly ? (
            <span className="badge border-0 bg-emerald-100 font-semibold text-emerald-900" data-testid="stock-state">
              <Trans>In stock in other versions</Trans>
            </span>
          ) : (
            <StockState product={product} />
          )}
        </div>
        <p className="text-xs text-base-content/80 sm:text-sm" data-testid="product-description">
          {previewDescription(product.description)}
        </p>
        <ProductFacts product={product} className="mt-auto" compact />
        <div className="card-actions flex-col gap-2 pt-1">
          {/* As on the product page: sold out, Purchase is a disabled button, not a link to a form
              that would refuse every quantity. Accessible names start with the visible word. */}
          {otherVersionsOnly ? (
            <Link to={productPagePath(product.slug)} className="btn btn-primary btn-block btn-sm sm:btn-md" aria-label={t`Choose a version of ${name}`}>
              <Trans>Choose a version</Trans>
            </Link>
          ) : isOutOfStock(product) ? (
            <button type="button" className="btn btn-disabled btn-block btn-sm sm:btn-md" disabled aria-label={t`Purchase ${name}: out of stock`}>
              <Trans>Purchase</Trans>
            </button>
          ) : (
            <Link to={`/purchase/${encodeURIComponent(product._id)}`} className="btn btn-primary btn-block btn-sm sm:btn-md" aria-label={t`Purchase ${name}`}>
              <Trans>Purchase</Trans>
            </Link>
          )}
          {!otherVersionsOnly && <ProductAction product={product} compact />}
        </div>
      </div>
    </article>
  );
}

/**
 * The default version's price; "from" the lowest live price when the versions' prices differ (the
 * price sorts order by that lowest price too).
 */
function CardPrice({ product }: { product: Product }) {
  const format = usePageFormat();
  const range = product.priceRange;
  if (!range || range.min.amount >= range.max.amount)
    return (
      <p className="text-lg font-extrabold sm:text-2xl" data-testid="card-price">
        {format.money(product.priceMoney)}
      </p>
    );
  const min = format.money(range.min);
  const max = format.money(range.max);
  return (
    <p className="text-lg font-extrabold sm:text-2xl" data-testid="card-price">
      <Trans>
        <span className="text-sm font-semibold sm:text-base">from </span>
        {min}
        <span className="sr-only"> to {max}, by version</span>
      </Trans>
    </p>
  );
}
