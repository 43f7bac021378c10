import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Product, ProductPatch } from '@store/contract';
import { useAdminCategories } from '../api/categories';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useProduct, usePatchProduct } from '../api/admin-products';
import { ImageUpload } from '../components/image-upload';
import { ProductForm } from '../components/product-form';
import { ProductVersionsEditor } from '../components/product-versions-editor';

/**
 * /dashboard/products/:id (admins): every field of a product on sale. Existing orders keep their price.
 * `translations`: what the app shell puts below the versions (the translations feature's editor).
 */
export function EditProductPage({ translations }: { translations?: (product: Product) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const categories = useAdminCategories();
  const patch = usePatchProduct();
  const navigate = useNavigate();

  const save = async (changes: ProductPatch) => {
    if (Object.keys(changes).length === 0) return void navigate('/dashboard/products');
    try {
      const saved = await patch.mutateAsync({ id, patch: changes });
      // The stock change was applied to the stock as it was at saving: say so when orders moved it meanwhile.
      const moved = changes.available !== undefined && saved.available !== changes.available;
      void showToast(moved ? `Product saved: ${saved.available} available now (orders changed the stock while you edited)` : 'Product saved');
      void navigate('/dashboard/products');
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not save the product', 'error');
      throw err;
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <Link to="/dashboard/products" className="link text-sm">
        ← Manage Products
      </Link>
      <h1 className="text-3xl font-bold">Edit Product</h1>
      <QueryView query={product} loadingLabel="Loading the product" notFound={<p role="alert" className="alert alert-warning alert-soft max-w-3xl">This product is not on sale (archived, or never added).</p>}>
        {(p) => (
          <QueryView query={categories} loadingLabel="Loading categories">
            {(list) => (
              <>
                <ProductForm
                  key={p._id}
                  mode="edit"
                  product={p}
                  categories={list}
                  onSave={save}
                  photoTools={(setPhoto) => <ImageUpload onUploaded={setPhoto} />}
                />
                <ProductVersionsEditor key={`versions-${p._id}`} product={p} />
                {translations?.(p)}
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </section>
  );
}
