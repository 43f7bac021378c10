import { messages } from '@store/contract/messages';
import { QueryView } from '../../../components/query-view';
import { useProducts } from '../api/get-products';
import { ProductGrid } from '../components/product-grid';

/** /all-product: SPEC's manufacturing line grid (messages.manufacturingLine), newest first. */
export function AllProductsPage() {
  const query = useProducts('newest');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{messages.manufacturingLine}</h1>
        <p className="mt-3 text-base-content/80">Everything we make, with the newest additions first.</p>
      </header>
      <QueryView query={query} loadingLabel="Loading products">
        {(products) => <ProductGrid products={products} eagerImages={3} />}
      </QueryView>
    </section>
  );
}
