// Edit Product with the product's translations below its versions: the products and translations
// features meet here (features never import each other).
import { EditProductPage } from '../features/products/pages/edit-product-page';
import { ProductTranslationsEditor } from '../features/translations/components/product-translations-editor';

export function EditProductRoute() {
  return <EditProductPage translations={(product) => <ProductTranslationsEditor key={`translations-${product._id}`} product={product} />} />;
}
