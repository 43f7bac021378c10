import { useState } from 'react';
import { Link } from 'react-router';
import type { NewProduct } from '@store/contract';
import { messages } from '@store/contract/messages';
import { useAdminCategories } from '../api/categories';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useCreateProduct } from '../api/create-product';
import { ImageUpload } from '../components/image-upload';
import { ProductForm } from '../components/product-form';

/**
 * /dashboard/add-product (admins): the original app's form (name, description, price, stock, minimum order,
 * photo URL, each required) with what Edit Product has besides: slug, category, gallery and
 * specifications. The same form as Edit Product.
 */
export function AddProductPage() {
  const createProduct = useCreateProduct();
  const categories = useAdminCategories();
  const [added, setAdded] = useState(0);

  const save = async (product: NewProduct) => {
    try {
      await createProduct.mutateAsync(product);
    } catch (err) {
      void showToast(messages.productAddFailed, 'error');
      throw err;
    }
    setAdded((n) => n + 1); // a new, empty form
    void showToast(messages.productAdded);
  };

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Add A Product</h1>
      {added > 0 && (
        <div role="status" className="alert alert-success alert-soft max-w-3xl">
          <span>
            The product is on sale now.{' '}
            <Link to="/all-product" className="link font-semibold">
              See it in All Products
            </Link>
          </span>
        </div>
      )}
      <QueryView query={categories} loadingLabel="Loading categories">
        {(list) => (
          <ProductForm key={added} mode="add" categories={list} onSave={save} photoTools={(setPhoto) => <ImageUpload onUploaded={setPhoto} />} />
        )}
      </QueryView>
    </section>
  );
}
