import { useLingui } from '@lingui/react/macro';
import { NavLink } from '../../../lib/navigation';
import { useCartCount } from '../api/cart-count';
import { cartLinkLabel } from '../cart-labels';

/** The cart in the navigation bar, on every screen size, with how many products it holds. */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const { lines: count, units } = useCartCount();
  const label = cartLinkLabel(i18n, count, units);
  return (
    <NavLink to="/cart" className="btn btn-ghost btn-square relative" aria-label={label} title={label} onClick={onNavigate} data-testid="cart-link">
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.7a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count > 0 && (
        <span className="badge badge-primary badge-sm absolute -top-1 -right-1 px-1.5" data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}
