import { Link } from 'react-router';
import type { Product } from '@store/contract';
import { formatPrice } from '@store/contract/limits';
import { FallbackImage, productPlaceholder } from '../../../components/fallback-image';
import { previewDescription } from './description-preview';

export interface ProductCardProps {
  product: Product;
  /** The card's title sits under a page title (2) or a section title (3). */
  headingLevel?: 2 | 3;
  /** Cards in the first screenful load their image at once; the rest when scrolled near. */
  eagerImage?: boolean;
}

export function ProductCard({ product, headingLevel = 2, eagerImage = false }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md" data-testid="product-card">
      <figure className="bg-base-200">
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
      <div className="card-body gap-3 p-5">
        {/* Two lines reserved from sm up, so prices and stock line up across a row of cards. */}
        <Heading className="card-title items-start text-lg leading-snug sm:min-h-[2lh]">{product.name}</Heading>
        <p className="text-2xl font-extrabold">{formatPrice(product.price)}</p>
        <p className="text-sm text-base-content/80" data-testid="product-description">
          {previewDescription(product.description)}
        </p>
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-box bg-base-200 px-3 py-2">
            <dt className="text-base-content/75">Available</dt>
            <dd className="font-semibold" data-testid="product-available">
              {product.available.toLocaleString('en-US')}
            </dd>
          </div>
          <div className="rounded-box bg-base-200 px-3 py-2">
            <dt className="text-base-content/75">Minimum order</dt>
            <dd className="font-semibold" data-testid="product-min-order">
              {product.minOrderQuantity.toLocaleString('en-US')}
            </dd>
          </div>
        </dl>
        <div className="card-actions pt-1">
          <Link
            to={`/purchase/${encodeURIComponent(product._id)}`}
            className="btn btn-primary btn-block"
            aria-label={`Purchase ${product.name}`}
          >
            Purchase
          </Link>
        </div>
      </div>
    </article>
  );
}
