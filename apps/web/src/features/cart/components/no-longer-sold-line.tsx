import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine } from '@store/contract';
import { CartLineProduct } from './cart-line-product';

/**
 * A cart line whose product the shop archived: it cannot be bought, and checkout waits until it is
 * removed. Shown (not hidden) so the shopper can remove it: a hidden line would block checkout with
 * nothing to act on.
 */
export function NoLongerSoldLine({ line, onRemove }: { line: CartLine; onRemove: () => void }) {
  const { t } = useLingui();
  const name = line.name;
  return (
    <li className="flex flex-col gap-3 border-b border-base-300 py-4 sm:flex-row sm:items-center" data-testid="cart-line">
      <CartLineProduct line={line} dimmed>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-base-content/75">
          <span className="badge badge-soft badge-warning">
            <Trans>No longer sold</Trans>
          </span>
          <span>
            <Trans>Remove it to check out.</Trans>
          </span>
        </p>
      </CartLineProduct>
      <div className="flex justify-end">
        <button type="button" className="btn btn-outline btn-sm" onClick={onRemove} aria-label={t`Remove ${name} from the cart`}>
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
