import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { issuesToFields, productPatchSchema, type Category, type Product, type ProductPatch } from '@store/contract';
import { InputField, SelectField, TextAreaField } from '../../../components/form-field';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { changedFields, specFields, toValues, type EditValues } from './product-edit-values';

/** Messages keyed by the API's field paths (`images.2`, `specs.weightKg`) land on the box that holds them. */
const boxOf = (path: string): string => (path.startsWith('images') ? 'images' : path === 'specs' ? 'specs.powerW' : path);

interface ProductEditFormProps {
  product: Product;
  categories: Category[];
  /** Called with the changed fields only; with none when nothing changed. */
  onSave(patch: ProductPatch): Promise<unknown>;
  /** Extra controls under the photo box (the upload button). */
  photoTools?: (setPhoto: (url: string) => void) => ReactNode;
}

/** Every field of a product, validated by the same schema as PATCH /api/product/{id}. */
export function ProductEditForm({ product, categories, onSave, photoTools }: ProductEditFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<EditValues>({ defaultValues: toValues(product) });
  const fieldError = (name: string): string | undefined => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const showFields = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) setError(boxOf(path) as keyof EditValues, { type: 'validate', message });
  };

  const onSubmit = handleSubmit(async (values) => {
    // Only what changed is sent: a demo product's site-path picture, which the form's rules would
    // refuse as a new value, stays as it is unless the admin replaces it.
    const changed = changedFields(product, values);
    if (Object.keys(changed).length === 0) return onSave({});
    const parsed = productPatchSchema.safeParse(changed);
    if (!parsed.success) return showFields(issuesToFields(parsed.error.issues));
    try {
      await onSave(parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.fields) showFields(err.fields);
    }
  });

  const setPhoto = (url: string) => {
    setValue('img', url, { shouldDirty: true });
    const rest = getValues('images')
      .split('\n')
      .filter((line) => line.trim() && line.trim() !== url);
    setValue('images', [url, ...rest].join('\n'), { shouldDirty: true });
  };

  const numeric = { type: 'number', inputMode: 'decimal', step: 'any' } as const;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit product" className="card w-full max-w-3xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField id="edit-name" label="Name" type="text" autoComplete="off" error={fieldError('name')} {...register('name')} />
          <InputField id="edit-slug" label="Slug (address of its page)" type="text" autoComplete="off" error={fieldError('slug')} {...register('slug')} />
        </div>
        <TextAreaField id="edit-description" label="Description" rows={4} error={fieldError('description')} {...register('description')} />
        <div className="grid gap-x-4 sm:grid-cols-3">
          <InputField id="edit-price" label="Price ($)" {...numeric} error={fieldError('price')} {...register('price')} />
          <InputField id="edit-available" label="Available Quantity" {...numeric} inputMode="numeric" error={fieldError('available')} {...register('available')} />
          <InputField
            id="edit-min-order"
            label="Minimum Order Quantity"
            {...numeric}
            inputMode="numeric"
            error={fieldError('minOrderQuantity')}
            {...register('minOrderQuantity')}
          />
        </div>
        <SelectField id="edit-category" label="Category" error={fieldError('category')} {...register('category')}>
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c._id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <InputField id="edit-img" label="Card photo URL" type="text" inputMode="url" error={fieldError('img')} {...register('img')} />
        {photoTools?.(setPhoto)}
        <TextAreaField
          id="edit-images"
          label="Gallery (one picture address a line, card photo first)"
          rows={3}
          error={fieldError('images')}
          {...register('images')}
        />
        <fieldset className="fieldset mt-2 rounded-box border border-base-300 p-3">
          <legend className="fieldset-legend">Specifications (leave empty when they do not apply)</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {specFields.map(({ key, label, text }) => (
              <InputField
                key={key}
                id={`edit-spec-${key}`}
                label={label}
                {...(text ? { type: 'text' } : numeric)}
                error={fieldError(`specs.${key}`)}
                {...register(`specs.${key}`)}
              />
            ))}
          </div>
        </fieldset>
        <div className="card-actions mt-4 justify-end">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
            <ButtonSpinner show={isSubmitting} />
            Save changes
          </button>
        </div>
      </div>
    </form>
  );
}
