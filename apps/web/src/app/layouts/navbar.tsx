import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, useNavigate } from '../../lib/navigation';
import { brandName } from '@store/contract/brand';
import { useSession } from '../../features/auth/session';
import { CartLink } from '../../features/cart/components/cart-link';
import { dashboardLinks, mainLinks } from './nav-links';
import { LaterMarketSuggestion } from './later-market-suggestion';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active font-semibold' : '');

/** `pathname`: the page's own path (below a market's prefix), for the market selector's links. */
/** `marketSelector`: the header's country selector (page-frame.tsx's FrameLinks). */
export function Navbar({ pathname, marketSelector }: { pathname: string; marketSelector: ReactNode }) {
  const { user, isAdmin, adminLoading, signOut } = useSession();
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const close = () => setOpen(false);

  // Escape closes the phone menu and hands the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const logout = async () => {
    close();
    await signOut();
    navigate('/');
  };

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <nav className="navbar mx-auto max-w-7xl px-4" aria-label={t`Main`}>
        <div className="navbar-start w-auto shrink-0">
          <Link to="/" className="flex items-center gap-2 text-xl font-bold tracking-tight" onClick={close}>
            <span className="inline-block size-7 rounded-full border-4 border-primary bg-base-100" aria-hidden="true" />
            {brandName}
          </Link>
        </div>
        {/* The links take what the brand leaves, on one line from 1024 px up. */}
        <div className="navbar-end w-auto flex-1 gap-1">
          <ul className="menu menu-horizontal hidden flex-nowrap gap-1 px-1 whitespace-nowrap lg:flex">
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={linkClass}>
                  {i18n._(l.label)}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to="/dashboard" className={linkClass}>
                  <Trans>Dashboard</Trans>
                </NavLink>
              </li>
            )}
            <li>
              {user ? (
                <button type="button" onClick={() => void logout()}>
                  <Trans>Logout</Trans>
                </button>
              ) : (
                <NavLink to="/login" className={linkClass}>
                  <Trans>Login</Trans>
                </NavLink>
              )}
            </li>
          </ul>
          {marketSelector}
          {/* The cart on every screen size, beside the links (or the phone menu's button). */}
          <CartLink onNavigate={close} />
          <button
            ref={toggle}
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-label={open ? t`Close menu` : t`Open menu`}
            aria-expanded={open}
            aria-controls="mobile-drawer"
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              {open ? <path d="M6 6l12 12M6 18L18 6" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>
      </nav>
      <LaterMarketSuggestion pathname={pathname} />
      {open && (
        <div id="mobile-drawer" className="border-t border-base-300 bg-base-100 lg:hidden">
          <ul className="menu w-full p-2" aria-label={t`Mobile`}>
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={linkClass} onClick={close}>
                  {i18n._(l.label)}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <details open>
                  <summary>
                    <Trans>Dashboard</Trans>
                  </summary>
                  <ul>
                    {dashboardLinks(isAdmin, adminLoading).map((l) => (
                      <li key={l.to}>
                        <NavLink to={l.to} end className={linkClass} onClick={close}>
                          {i18n._(l.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            )}
            <li>
              {user ? (
                <button type="button" onClick={() => void logout()}>
                  <Trans>Logout</Trans>
                </button>
              ) : (
                <NavLink to="/login" className={linkClass} onClick={close}>
                  <Trans>Login</Trans>
                </NavLink>
              )}
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}

