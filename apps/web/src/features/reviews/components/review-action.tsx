import { useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/navigation';
import { storeSpecMessages } from '../../../lib/store-spec-messages';
import { useSession } from '../../../lib/session';
import { useReviewable } from '../api/get-reviewable';
import { reviewAccessOf } from '../review-access';

/**
 * Beside a product's reviews, who may write one, said before anyone types: its buyer gets "Write a
 * review" (or "Edit your review" once written), anyone else the rule. A visitor (and the server's
 * rendering, which knows nobody) sees the rule and a way to sign in.
 */
export function ReviewAction({ productId, writeTo }: { productId: string; writeTo: string }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const reviewable = useReviewable();
  if (user && reviewable.isSuccess) {
    const access = reviewAccessOf(reviewable.data, productId);
    if (access.kind !== 'not-buyer') {
      return (
        <Link to={writeTo} className="btn btn-outline btn-sm">
          {i18n._(access.kind === 'edit' ? storeSpecMessages.editProductReview : storeSpecMessages.writeProductReview)}
        </Link>
      );
    }
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/80" data-testid="review-who-may">
      <span>{i18n._(storeSpecMessages.reviewWhoMay)}</span>
      {!user && (
        <Link to={writeTo} className="link font-semibold">
          {i18n._(storeSpecMessages.signInToReview)}
        </Link>
      )}
    </p>
  );
}
