import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../features/auth/session';
import { dashboardLinks } from './nav-links';

/**
 * The dashboard of SPEC section 2: a side menu (active link highlighted) that is always open on
 * a wide screen and a drawer behind the "Dashboard menu" button on a phone.
 */
export function DashboardLayout() {
  const { isAdmin, adminLoading } = useSession();
  const [open, setOpen] = useState(false);
  // Until the admin check answers, only the items every role has (no flash of the wrong menu).
  const links = dashboardLinks(isAdmin, adminLoading);

  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open">
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
          type="button"
          className="btn btn-sm btn-outline mb-4 lg:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          Dashboard menu
        </button>
        <Outlet />
      </div>
      <div className="drawer-side z-40 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)]">
        <button
          type="button"
          className="drawer-overlay lg:hidden"
          aria-label="Close dashboard menu"
          tabIndex={open ? 0 : -1}
          onClick={() => setOpen(false)}
        />
        <nav id="dashboard-menu" aria-label="Dashboard" className="min-h-full w-64 border-r border-base-300 bg-base-200 p-4">
          <p className="mb-2 px-2 text-sm font-semibold uppercase tracking-wide text-base-content/70">Dashboard</p>
          <ul className="menu w-full gap-1 p-0">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end
                  className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
                  onClick={() => setOpen(false)}
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
