import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Spinner } from '../../components/spinner';
import { RouteErrorBoundary } from '../route-error';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SignOutOnUnauthorized } from '../../features/auth/session';
import { pageMeta, titledByPage } from '../page-meta';

/** A new page starts at the top; back and forward leave the browser's own scroll restoration alone. */
function ScrollToTop({ pathname }: { pathname: string }) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** The server wrote the first page's title; navigating in the browser keeps it in step. */
function DocumentTitle({ pathname }: { pathname: string }) {
  useEffect(() => {
    // A product page names its product itself (this effect would run after the page's own).
    if (!titledByPage(pathname)) document.title = pageMeta(pathname).title;
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:btn">
        Skip to content
      </a>
      <SignOutOnUnauthorized />
      <Navbar />
      <main id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop pathname={pathname} />
      <DocumentTitle pathname={pathname} />
    </div>
  );
}
