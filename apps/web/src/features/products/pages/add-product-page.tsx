import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { newProductSchema, type NewProduct } from '@store/contract';
import { messages } from '@store/contract/messages';
import { FallbackImage, productPlaceholder } from '../../../components/fallback-image';
import { InputField, TextAreaField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { showToast } from '../../../lib/toast';
import { useCreateProduct } from '../api/create-product';
import { ButtonSpinner } from '../../../components/spinner';
import { isMediaUrl } from '@store/contract/media';
import { ImageUpload } from '../components/image-upload';

const fieldNames = ['name', 'description', 'price', 'available', 'minOrderQuantity', 'img'] as const;

/** `value` once it has stopped changing for `ms`: the preview fetches the address typed, not every keystroke. */
function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const photoWarning = 'This photo could not be loaded. Check the address (https:// works best); until it loads, shoppers see a placeholder.';

export function AddProductPage() {
  const createProduct = useCreateProduct();
  const [addedId, setAddedId] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
    watch,
    setValue,
  } = useForm({ resolver: zodResolver(newProductSchema) });
  // The photo as shoppers will see it, and a warning (not a refusal: the address may come back) when it does not load.
  const typedPhoto = (watch('img') ?? '').trim();
  const photo = useSettledValue(/^https?:\/\/\S+$/i.test(typedPhoto) || isMediaUrl(typedPhoto) ? typedPhoto : '', 400);
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photoFailed = photo !== '' && failedPhoto === photo;

  const onSubmit = handleSubmit(async (product: NewProduct) => {
    try {
      const { insertedId } = await createProduct.mutateAsync(product);
      setAddedId(insertedId);
      reset();
      void showToast(messages.productAdded);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
      void showToast(messages.productAddFailed, 'error');
    }
  });

  // valueAsNumber: an empty box becomes NaN, which the schema reports as '... is Required'.
  const asNumber = { valueAsNumber: true } as const;
  const numeric = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Add A Product</h1>
      {addedId && (
        <div role="status" className="alert alert-success alert-soft max-w-3xl">
          <span>
            The product is on sale now.{' '}
            <Link to="/all-product" className="link font-semibold">
              See it in All Products
            </Link>
          </span>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Add A Product" className="card w-full max-w-3xl border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-2">
          <InputField id="product-name" label="Name" labelSize="base" type="text" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextAreaField
            id="product-description"
            label="Description"
            labelSize="base"
            rows={4}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-x-4 sm:grid-cols-3">
            <InputField
              id="product-price"
              label="Price ($)"
              labelSize="base"
              {...numeric}
              step="0.01"
              inputMode="decimal"
              error={errors.price?.message}
              {...register('price', asNumber)}
            />
            <InputField
              id="product-available"
              label="Available Quantity"
              labelSize="base"
              {...numeric}
              error={errors.available?.message}
              {...register('available', asNumber)}
            />
            <InputField
              id="product-min-order"
              label="Minimum Order Quantity"
              labelSize="base"
              {...numeric}
              error={errors.minOrderQuantity?.message}
              {...register('minOrderQuantity', asNumber)}
            />
          </div>
          <InputField
            id="product-img"
            label="Photo URL"
            labelSize="base"
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.img?.message}
            note={photoFailed ? { id: 'product-img-warning', text: photoWarning, className: 'text-warning' } : undefined}
            {...register('img')}
          />
          <ImageUpload onUploaded={(url) => setValue('img', url, { shouldValidate: true })} />
          {photo && (
            <FallbackImage
              key={photo}
              src={photo}
              fallback={productPlaceholder}
              onFailed={() => setFailedPhoto(photo)}
              alt="Photo preview"
              width={160}
              height={120}
              className="aspect-[4/3] w-40 rounded-box border border-base-300 bg-base-200 object-cover"
            />
          )}
          <div className="card-actions mt-4 justify-end">
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
              <ButtonSpinner show={isSubmitting} />
              Add Product
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
