import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { newReviewSchema, type Review } from '@store/contract';
import { brandName } from '@store/contract/brand';
import { limits } from '@store/contract/limits';
import { TextAreaField } from '../../../components/form-field';
import { usePageFormat } from '../../../lib/format';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { specMessages } from '../../../lib/spec-messages';
import { storeSpecMessages } from '../../../lib/store-spec-messages';
import { translateSpecText } from '../../../lib/spec-text';
import { showToast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { useEditReview } from '../api/edit-review';
import { RatingPicker } from './rating-picker';
import { ButtonSpinner } from '../../../components/spinner';

/** What a review is about when it names a product (the server checks its author paid for it). */
export interface ReviewedProduct {
  _id: string;
  name: string;
}

/**
 * Rating and text only: the server signs the review with the caller's own name and picture.
 * `existing`: the caller's review of `product`, which the form edits (one review per buyer).
 */
export function ReviewForm({ product, existing }: { product?: ReviewedProduct; existing?: Review }) {
  const { t, i18n } = useLingui();
  const format = usePageFormat();
  /** A message of the contract's schemas in the page's language (any other text as it is). */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateSpecText(i18n, text));
  const createReview = useCreateReview();
  const editReview = useEditReview();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newReviewSchema),
    defaultValues: existing ? { ratings: existing.ratings, reviewContent: existing.reviewContent } : { reviewContent: '' },
  });
  const length = (watch('reviewContent') ?? '').length;

  const onSubmit = handleSubmit(async ({ ratings, reviewContent }) => {
    try {
      // docs/product/reviews.md: ratings travel as a string ("1" to "5"), which the schema's output is.
      if (existing) {
        await editReview.mutateAsync({ id: existing._id, ratings, reviewContent });
        reset({ ratings, reviewContent });
        void showToast(i18n._(storeSpecMessages.reviewUpdated));
        return;
      }
      await createReview.mutateAsync({ ratings, reviewContent, ...(product && { productId: product._id }) });
      reset();
      void showToast(i18n._(specMessages.reviewThanks));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['ratings', 'reviewContent'])) {
        void showToast(error instanceof Error ? error.message : t`Could not post your review`, 'error');
      }
    }
  });

  const contentError = spec(errors.reviewContent?.message);
  const productName = product?.name;
  const typed = format.number(length);
  const most = format.number(limits.reviewMaxLength);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Add A Review`} className="card w-full max-w-xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <p data-testid="reviewed-product">
          {product ? (
            <Trans>
              Your review of <span className="font-semibold">{productName}</span>
            </Trans>
          ) : (
            <Trans>
              Your review of <span className="font-semibold">the {brandName} store</span>
            </Trans>
          )}
        </p>
        {existing && (
          <p className="text-sm text-base-content/80" data-testid="editing-review">
            <Trans>You reviewed it before: change your rating or text and update it.</Trans>
          </p>
        )}
        <RatingPicker field={register('ratings')} error={spec(errors.ratings?.message)} />
        <TextAreaField
          id="review-content"
          label={t`Your review`}
          labelSize="base"
          rows={5}
          placeholder={t`How did the saw work for you?`}
          error={contentError}
          note={{
            id: 'review-content-count',
            text: t`${typed} / ${most} characters`,
            className: length > limits.reviewMaxLength ? 'text-error' : 'text-base-content/70',
          }}
          {...register('reviewContent')}
        />
        <div className="card-actions items-center justify-between">
          <Link to="/reviews" className="link link-hover">
            <Trans>See all reviews</Trans>
          </Link>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            <ButtonSpinner show={isSubmitting} />
            {existing ? i18n._(storeSpecMessages.updateReview) : t`Add Review`}
          </button>
        </div>
      </div>
    </form>
  );
}
