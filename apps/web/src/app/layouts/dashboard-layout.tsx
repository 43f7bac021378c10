import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../features/auth/session';
import { focusWhenShown } from './focus-when-shown';
import { dashboardLinks } from './nav-links';

/**
 * The dashboard of docs/product/screens.md: a side menu (active link highlighted) that is always open on
 * a wide screen, its background running the page's full height, and a drawer behind the
 * "Dashboard menu" button on a phone. The drawer takes the focus when it opens; Escape, the
 * overlay or a link close it and give the focus back to the button.
 */
export function DashboardLayout() {
  const { isAdmin, adminLoading } = useSession();
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // Until the admin check answers, only the items every role has (no flash of the wrong menu).
  const links = dashboardLinks(isAdmin, adminLoading);

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus(); // on a wide screen the button is hidden and the focus stays put
  }, []);

  useEffect(() => {
    if (!open) return;
    const stopFocusing = focusWhenShown(menu.current?.querySelector('a'));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopFocusing();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open lg:min-h-[calc(100dvh-4rem)]">
      {/* daisyUI's drawer is driven by this (hidden) checkbox; the button below is what people use. */}
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(e) => setOpen(e.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content min-w-0 px-4 py-6">
        <button
          ref={opener}
          type="button"
          className="btn btn-sm btn-outline mb-4 lg:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          <Trans>Dashboard menu</Trans>
        </button>
        <Outlet />
      </div>
      {/* On a wide screen the side column stretches to the page's height (its background with it)
          and the links inside stay in view below the sticky navigation bar. */}
      <div className="drawer-side z-40 lg:z-auto lg:h-auto lg:self-stretch lg:overflow-visible">
        <button type="button" className="drawer-overlay lg:hidden" aria-label={t`Close dashboard menu`} tabIndex={open ? 0 : -1} onClick={close} />
        <nav ref={menu} id="dashboard-menu" aria-label={t`Dashboard`} className="min-h-full w-52 border-r border-base-300 bg-base-200 p-4">
          <div className="lg:sticky lg:top-20">
            <p className="mb-2 px-2 text-sm font-semibold uppercase tracking-wide text-base-content/70">
              <Trans>Dashboard</Trans>
            </p>
            <ul className="menu w-full gap-1 p-0">
              {links.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')} onClick={close}>
                    {i18n._(l.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </div>
  );
}
