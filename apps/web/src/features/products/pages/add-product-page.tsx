import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { newProductSchema, type NewProduct } from '@store/contract';
import { messages } from '@store/contract/messages';
import { FieldError } from '../../../components/field-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { showToast } from '../../../lib/toast';
import { useCreateProduct } from '../api/create-product';

const fieldNames = ['name', 'description', 'price', 'available', 'minOrderQuantity', 'img'] as const;

/** A labelled control with its validation message wired up for assistive technology. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (describedBy: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="fieldset">
      <label htmlFor={id} className="fieldset-legend text-base">
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function NumberInput({ field, invalid, ...rest }: { field: UseFormRegisterReturn; invalid: boolean } & React.ComponentProps<'input'>) {
  return <input type="number" min="0" className={`input w-full ${invalid ? 'input-error' : ''}`} {...rest} {...field} />;
}

export function AddProductPage() {
  const createProduct = useCreateProduct();
  const [addedId, setAddedId] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newProductSchema) });

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
  return (
    <section className="flex flex-col gap-6 py-4">
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
          <Field id="product-name" label="Name" error={errors.name?.message}>
            {(a11y) => (
              <input id="product-name" type="text" autoComplete="off" className={`input w-full ${errors.name ? 'input-error' : ''}`} {...a11y} {...register('name')} />
            )}
          </Field>
          <Field id="product-description" label="Description" error={errors.description?.message}>
            {(a11y) => (
              <textarea
                id="product-description"
                rows={4}
                className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
                {...a11y}
                {...register('description')}
              />
            )}
          </Field>
          <div className="grid gap-x-4 sm:grid-cols-3">
            <Field id="product-price" label="Price ($)" error={errors.price?.message}>
              {(a11y) => <NumberInput id="product-price" step="0.01" inputMode="decimal" invalid={!!errors.price} field={register('price', asNumber)} {...a11y} />}
            </Field>
            <Field id="product-available" label="Available Quantity" error={errors.available?.message}>
              {(a11y) => <NumberInput id="product-available" step="1" inputMode="numeric" invalid={!!errors.available} field={register('available', asNumber)} {...a11y} />}
            </Field>
            <Field id="product-min-order" label="Minimum Order Quantity" error={errors.minOrderQuantity?.message}>
              {(a11y) => (
                <NumberInput id="product-min-order" step="1" inputMode="numeric" invalid={!!errors.minOrderQuantity} field={register('minOrderQuantity', asNumber)} {...a11y} />
              )}
            </Field>
          </div>
          <Field id="product-img" label="Photo URL" error={errors.img?.message}>
            {(a11y) => (
              <input
                id="product-img"
                type="url"
                inputMode="url"
                placeholder="https://"
                className={`input w-full ${errors.img ? 'input-error' : ''}`}
                {...a11y}
                {...register('img')}
              />
            )}
          </Field>
          <div className="card-actions mt-4 justify-end">
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
              {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Add Product
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
