// One form for a product, to add it (Add A Product) or to change it (Edit Product): every field
// the API takes, checked with the API's own schema before it is sent (POST's to add, PATCH's to
// change), the server's refusals shown under the same boxes. A failed save says so where the
// owner looks: the first box in error takes the focus and scrolls into view, and a toast says why.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { issuesToFields, messages, newProductSchema, productPatchSchema, type Category, type NewProduct, type Product, type ProductPatch } from '@store/contract';
import { isMediaUrl } from '@store/contract/media';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { InputField, SelectField, TextAreaField } from '../../../components/form-field';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { specFields } from '../../../lib/spec-fields';
import { changedFields, emptyValues, toNewProduct, toValues, type EditValues } from './product-edit-values';

/** Messages keyed by the API's field paths (`images.2`, `specs.weightKg`) land on the box that holds them. */
const boxOf = (path: string): string => (path.startsWith('images') ? 'images' : path === 'specs' ? 'specs.powerW' : path);

const photoWarning = 'This photo could not be loaded. Check the address (https:// works best); until it loads, shoppers see a placeholder.';

/** `value` once it has stopped changing for `ms`: the preview fetches the address typed, not every keystroke. */
function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type ProductFormProps = {
  categories: Category[];
  /** Extra controls under the photo box (the upload button); `setPhoto` puts a picture in it. */
  photoTools?: (setPhoto: (url: string) => void) => ReactNode;
} & (
  | {
      /** Adding: the whole product; throws when the server refuses it. */
      mode: 'add';
      product?: undefined;
      onSave(product: NewProduct): Promise<unknown>;
    }
  | {
      /** Changing: called with the changed fields only, with none when nothing changed. */
      mode: 'edit';
      product: Product;
      onSave(patch: ProductPatch): Promise<unknown>;
    }
);

/**
 * What each mode calls its form, its photo box and its button, and the toast when the form's own
 * check refuses a save: an add that fails is the customer's 'Failed To Add The Product' whoever refuses it.
 */
const wording = {
  add: { form: 'Add A Product', photo: 'Photo URL', submit: 'Add Product', invalid: messages.productAddFailed },
  edit: { form: 'Edit product', photo: 'Card photo URL', submit: 'Save changes', invalid: 'The product was not saved: see the marked fields' },
} as const;

export function ProductForm(props: ProductFormProps) {
  const { mode, categories, photoTools } = props;
  const words = wording[mode];
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EditValues>({ defaultValues: props.product ? toValues(props.product) : emptyValues() });
  // The product as the boxes were filled from it: a refetch while the admin types must not change
  // what the edit is measured against (a stale name sent back, a stock change counted twice).
  const [loaded] = useState(props.product);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped on every refused save; the effect below runs once the messages are on screen.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [refusals]);

  const fieldError = (name: string): string | undefined => {
    let node: unknown = errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const showFields = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) setError(boxOf(path) as keyof EditValues, { type: 'validate', message });
    setRefusals((n) => n + 1);
  };
  const refuse = (fields: Record<string, string>) => {
    showFields(fields);
    void showToast(words.invalid, 'error');
  };

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    try {
      if (props.mode === 'add') {
        const parsed = newProductSchema.safeParse(toNewProduct(values));
        if (!parsed.success) return refuse(issuesToFields(parsed.error.issues));
        await props.onSave(parsed.data);
      } else {
        // Only what changed is sent: a demo product's site-path picture, which the form's rules
        // would refuse as a new value, stays as it is unless the admin replaces it.
        const changed = changedFields(loaded ?? props.product, values);
        if (Object.keys(changed).length === 0) return void (await props.onSave({}));
        const parsed = productPatchSchema.safeParse(changed);
        if (!parsed.success) return refuse(issuesToFields(parsed.error.issues));
        await props.onSave(parsed.data);
      }
    } catch (err) {
      // The page has said why in a toast; the fields the server named get their messages.
      if (err instanceof ApiError && err.fields) showFields(err.fields);
    }
  });

  const setPhoto = (url: string) => {
    // An upload meets "Photo URL is Required" as a typed address does.
    setValue('img', url, { shouldDirty: true });
    clearErrors('img');
    const rest = getValues('images')
      .split('\n')
      .filter((line) => line.trim() && line.trim() !== url);
    // Adding, the gallery stays empty until asked for: the server makes it from the card photo.
    if (mode === 'edit' || rest.length > 0) setValue('images', [url, ...rest].join('\n'), { shouldDirty: true });
  };

  // The photo as shoppers will see it, and a warning (not a refusal: the address may come back) when it does not load.
  const typedPhoto = (watch('img') ?? '').trim();
  const photo = useSettledValue(/^https?:\/\/\S+$/i.test(typedPhoto) || isMediaUrl(typedPhoto) ? typedPhoto : '', 400);
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photoFailed = photo !== '' && failedPhoto === photo;

  const numeric = { type: 'number', inputMode: 'decimal', step: 'any' } as const;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={words.form} className="card w-full max-w-3xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField id="product-name" label="Name" type="text" autoComplete="off" error={fieldError('name')} {...register('name')} />
          <InputField
            id="product-slug"
            label="Slug (address of its page)"
            type="text"
            autoComplete="off"
            placeholder={mode === 'add' ? 'made from the name' : undefined}
            error={fieldError('slug')}
            {...register('slug')}
          />
        </div>
        <TextAreaField id="product-description" label="Description" rows={4} error={fieldError('description')} {...register('description')} />
        <div className="grid gap-x-4 sm:grid-cols-3">
          <InputField id="product-price" label="Price ($)" {...numeric} min={0} error={fieldError('price')} {...register('price')} />
          <InputField
            id="product-available"
            label="Available Quantity"
            {...numeric}
            inputMode="numeric"
            min={0}
            error={fieldError('available')}
            {...register('available')}
          />
          <InputField
            id="product-min-order"
            label="Minimum Order Quantity"
            {...numeric}
            inputMode="numeric"
            min={1}
            error={fieldError('minOrderQuantity')}
            {...register('minOrderQuantity')}
          />
        </div>
        <SelectField id="product-category" label="Category" error={fieldError('category')} {...register('category')}>
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c._id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <InputField
          id="product-img"
          label={words.photo}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={fieldError('img')}
          note={photoFailed ? { id: 'product-img-warning', text: photoWarning, className: 'text-warning' } : undefined}
          {...register('img')}
        />
        {photoTools?.(setPhoto)}
        {photo && (
          <ProductThumbnail key={photo} src={photo} onFailed={() => setFailedPhoto(photo)} alt="Photo preview" width={160} className="border border-base-300" />
        )}
        <TextAreaField
          id="product-images"
          label="Gallery (one picture address a line, card photo first)"
          rows={3}
          placeholder={mode === 'add' ? 'Leave empty for the card photo alone' : undefined}
          error={fieldError('images')}
          {...register('images')}
        />
        <fieldset className="fieldset mt-2 min-w-0 rounded-box border border-base-300 p-3">
          <legend className="fieldset-legend">Specifications (leave empty when they do not apply)</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {specFields.map(({ key, label, text }) => (
              <InputField
                key={key}
                id={`product-spec-${key}`}
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
            {words.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
