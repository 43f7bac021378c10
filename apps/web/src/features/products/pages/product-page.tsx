import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from '../../../lib/navigation';
import type { Product, ProductVariant } from '@store/contract';
import { asVersion, variantBySku, versionName } from '@store/contract/variant-choice';
import { usePageFormat } from '../../../lib/format';
import { PriceTaxNote } from '../../../lib/markets';
import { isOutOfStock } from '@store/contract/quantity';
import { ProductAction } from '../../../lib/product-action';
import { QueryView } from '../../../components/query-view';
import { useProductBySlug } from '../api/get-product';
import { ProductFacts } from '../../../components/product-facts';
import { ProductGallery } from '../components/product-gallery';
import { ProductSpecs } from '../components/product-specs';
import { StockState } from '../components/stock-state';
import { productMeta } from '../product-meta';

// The picker's code loads beside the page's first view, not in it: the server's HTML shows the
// choice at once, and the picker takes it over when its chunk has come (a press before then loads
// the whole app, which receives it).
const VariantPicker = lazy(() => import('../../../components/variant-picker').then((m) => ({ default: m.VariantPicker })));
// Page Not Found is the rare answer: the server renders it whole, and the browser loads its chunk
// while hydrating (the router's own catch-all loads the same chunk).
const NotFoundPage = lazy(() => import('../../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * /products/{slug}: gallery, price, stock, minimum order, the version's options, Purchase, the full
 * description and the specifications; `reviews` (composed by the app from the reviews feature) shows the product's
 * reviews. A slug no product has shows Page Not Found (the server answers it with 404).
 */
export function ProductPage({ reviews }: { reviews?: (product: Product) => ReactNode }) {
  const { slug = '' } = useParams();
  const query = useProductBySlug(slug);
  const { t } = useLingui();
  return (
    <QueryView query={query} loadingLabel={t`Loading the product`}>
      {(product) =>
        product ? (
          <ProductDetails product={product} reviews={reviews} />
        ) : (
          <Suspense>
            <NotFoundPage />
          </Suspense>
        )
      }
    </QueryView>
  );
}

function ProductDetails({ product: whole, reviews }: { product: Product; reviews?: (product: Product) => ReactNode }) {
  const { t, i18n } = useLingui();
  const format = usePageFormat();
  // The layout sets the title of fixed pages; a product page names its product.
  useEffect(() => {
    document.title = productMeta(whole, i18n).title;
  }, [whole, i18n]);
  // The version in the URL (?variant=<sku>, which the server renders too), else the default: the
  // page shows the product as that version sells it, and a choice replaces the URL's query.
  const [search, setSearch] = useSearchParams();
  const variant = variantBySku(whole, search.get('variant'));
  const product = asVersion(whole, variant);
  const choose = (next: ProductVariant) => setSearch({ variant: next.sku }, { replace: true, preventScrollReset: true });
  const several = (whole.variants?.length ?? 0) > 1;
  const images = product.images.length > 0 ? product.images : [product.img];
  const soldOut = isOutOfStock(product);
  const purchasePath = `/purchase/${encodeURIComponent(product._id)}${several && variant ? `?variant=${encodeURIComponent(variant.sku)}` : ''}`;
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      {/* On a phone a long name wraps onto more lines, word by word, instead of being cut off. */}
      <nav aria-label={t`Breadcrumb`} className="breadcrumbs mb-6 text-sm">
        <ul className="flex-wrap gap-y-1 whitespace-normal">
          <li>
            <Link to="/products">
              <Trans>Products</Trans>
            </Link>
          </li>
          {product.category && (
            <li>
              <Link to={`/products?category=${encodeURIComponent(product.category.slug)}`}>{product.category.name}</Link>
            </li>
          )}
          <li aria-current="page" className="min-w-0">
            {product.name}
          </li>
        </ul>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        {/* A version with pictures of its own shows its gallery from the first picture. */}
        <ProductGallery key={images.join(' ')} images={images} name={product.name} />
        <div className="flex min-w-0 flex-col gap-5">
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{product.name}</h1>
          <div className="flex flex-wrap items-center gap-4">
            {/* A market that sells none of its versions (the server lists none): no price to show. */}
            {whole.variants?.length === 0 ? (
              <p className="text-xl font-semibold" data-testid="product-price">
                <Trans>Not sold in your country</Trans>
              </p>
            ) : (
              <p className="text-3xl font-extrabold" data-testid="product-price">
                {format.money(product.priceMoney)}
                <PriceTaxNote />
              </p>
            )}
            <StockState product={product} />
          </div>
          {variant && several && (
            <Suspense>
              <VariantPicker product={whole} chosen={variant} onChoose={choose} />
            </Suspense>
          )}
          <ProductFacts product={product} className="sm:max-w-md" />
          {/* The one purchase flow (the purchase page); a sold-out product cannot be ordered. */}
          {soldOut ? (
            <button type="button" className="btn btn-disabled btn-block sm:max-w-md" disabled>
              <Trans>Purchase</Trans>
            </button>
          ) : (
            <Link to={purchasePath} className="btn btn-primary btn-block sm:max-w-md">
              <Trans>Purchase</Trans>
            </Link>
          )}
          <div className="sm:max-w-md">
            <ProductAction product={several && variant ? { ...product, variantId: variant._id, version: versionName(variant, whole.options ?? []) } : product} />
          </div>
          <div className="whitespace-pre-line text-base-content/85" data-testid="product-full-description">
            {product.description}
          </div>
        </div>
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ProductSpecs specs={product.specs} options={whole.options} variant={variant} />
        {reviews?.(product)}
      </div>
    </article>
  );
}
