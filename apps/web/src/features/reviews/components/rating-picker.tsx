import type { UseFormRegisterReturn } from 'react-hook-form';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '@store/contract/limits';
import { FieldError } from '../../../components/field-error';

const choices = Array.from({ length: limits.ratingMax - limits.ratingMin + 1 }, (_, i) => limits.ratingMin + i);

/** Five star radio buttons (daisyUI rating); each star is a labelled radio, so keyboards and screen readers work. */
export function RatingPicker({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-base">
        <Trans>Rating</Trans>
      </legend>
      <div className="rating rating-lg gap-1">
        {choices.map((n) => (
          <input
            key={n}
            type="radio"
            value={String(n)}
            {...field}
            className="mask mask-star-2 bg-amber-500"
            aria-label={i18n._(msg`${plural(n, { one: '# star', other: '# stars' })}`)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'review-rating-error' : undefined}
          />
        ))}
      </div>
      <FieldError id="review-rating-error" message={error} />
    </fieldset>
  );
}
