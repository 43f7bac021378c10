import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ProductSort } from '@store/contract';
import { storeSpecMessages } from '../../../lib/store-spec-messages';
import { ErrorState } from '../../../components/error-state';
import { failedAsWhole, LoadMore } from '../../../components/load-more';
import { Spinner } from '../../../components/spinner';
import { useCategories } from '../api/get-product';
import { useShopProducts } from '../api/get-shop-products';
import { useOptionCounts } from '../api/get-option-counts';
import { listQuery, readShopQuery, shopSearch, type ShopQuery } from '../shop-query';
import { ProductGrid } from './product-grid';
import { ShopControls } from './shop-controls';

/**
 * A shop page (/products, /all-product): the view in the URL, its first page rendered on the
 * server, "Load more" fetching the next page by the API's cursor. Back restores the previous view
 * from the URL and its pages from the query cache.
 */
export function ShopPage({ header, pageSort }: { header: ReactNode; pageSort: ProductSort }) {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readShopQuery(params);
  const list = useShopProducts(listQuery(query, pageSort));
  const categories = useCategories();
  const optionCounts = useOptionCounts({ ...(query.q !== undefined && { q: query.q }), ...(query.category !== undefined && { category: query.category }) });
  const change = (next: ShopQuery) => setParams(new URLSearchParams(shopSearch(next)));
  const filtered = query.q !== undefined || query.category !== undefined || query.options !== undefined;
  const products = list.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      {header}
      <ShopControls key={query.q ?? ''} query={query} pageSort={pageSort} categories={categories.data ?? []} optionCounts={optionCounts.data} onChange={change} />
      {list.isPending ? (
        <Spinner label={t`Loading products`} />
      ) : failedAsWhole(list) ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : products.length === 0 && filtered ? (
        <div className="flex flex-col items-center gap-4 rounded-box bg-base-200 p-6 text-center">
          <p>{i18n._(storeSpecMessages.noMatches)}</p>
          <button type="button" className="btn btn-outline" onClick={() => change({})}>
            {i18n._(storeSpecMessages.clearFilters)}
          </button>
        </div>
      ) : (
        <>
          <ProductGrid products={products} eagerImages={3} />
          <div className="mt-10 flex justify-center empty:hidden">
            <LoadMore pages={list} label={i18n._(storeSpecMessages.loadMore)} className="btn-outline btn-wide" />
          </div>
        </>
      )}
    </section>
  );
}
