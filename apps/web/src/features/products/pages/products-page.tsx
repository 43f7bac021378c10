import { QueryView } from '../../../components/query-view';
import { useProducts } from '../api/get-products';
import { ProductGrid } from '../components/product-grid';

/** /products: the whole product section, in catalogue order. */
export function ProductsPage() {
  const query = useProducts();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Our Products</h1>
        <p className="mt-3 text-base-content/80">
          Circular, mitre, jig, table, band and reciprocating saws, and the blades that go in them. Every tool is built and
          tested in our own plant and shipped worldwide.
        </p>
      </header>
      <QueryView query={query} loadingLabel="Loading products">
        {(products) => <ProductGrid products={products} eagerImages={3} />}
      </QueryView>
    </section>
  );
}
