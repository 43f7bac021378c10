import { limits } from '@store/contract/limits';

/** Read-only stars; assistive technology hears 'Rated 4 out of 5' instead of five shapes. */
export function StarRating({ rating }: { rating: number }) {
  const label = `Rated ${rating} out of ${limits.ratingMax}`;
  return (
    <div className="flex gap-0.5" role="img" aria-label={label} title={label}>
      {Array.from({ length: limits.ratingMax }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`mask mask-star-2 size-5 ${i < rating ? 'bg-amber-500' : 'bg-base-300'}`}
        />
      ))}
    </div>
  );
}
