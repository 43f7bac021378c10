import { useLingui } from '@lingui/react/macro';
import { limits } from '@store/contract/limits';
import { usePageFormat } from '../../../lib/format';
import { starFills } from './star-fills';

// A half star: the star's mask over a background half amber, half grey (classes, not a style
// attribute, which the Content-Security-Policy refuses in server-rendered markup).
const fillClass = {
  1: 'bg-amber-500',
  0.5: 'bg-[linear-gradient(to_right,var(--color-amber-500)_50%,var(--color-base-300)_50%)]',
  0: 'bg-base-300',
} as const;

/**
 * Read-only stars, to the nearest half (an average of 4.5 shows four and a half); assistive
 * technology hears 'Rated 4.5 out of 5' instead of five shapes.
 */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useLingui();
  const format = usePageFormat();
  const rated = format.number(Math.round(rating * 10) / 10);
  const most = format.number(limits.ratingMax);
  const label = t`Rated ${rated} out of ${most}`;
  return (
    <div className="flex gap-0.5" role="img" aria-label={label} title={label}>
      {starFills(rating).map((fill, i) => (
        <span key={i} aria-hidden="true" data-fill={fill} className={`mask mask-star-2 size-5 ${fillClass[fill]}`} />
      ))}
    </div>
  );
}
