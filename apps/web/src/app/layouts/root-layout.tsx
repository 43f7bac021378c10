import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { SignOutOnUnauthorized } from '../../lib/sign-out-on-unauthorized';
import { pageMeta, titledByPage } from '../page-meta';
import { Footer } from './footer';
import { MarketSelector } from './market-selector';
import { PageFrame } from './page-frame';

/**
 * A new page starts at the top; back and forward leave the browser's own scroll restoration alone,
 * and a change of the query alone (a product page's version) keeps the page where it is.
 */
function ScrollToTop({ pathname }: { pathname: string }) {
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** The server wrote the first page's title; navigating in the browser keeps it in step. */
function DocumentTitle({ pathname }: { pathname: string }) {
  const { i18n } = useLingui();
  useEffect(() => {
    // A product page names its product itself (this effect would run after the page's own).
    if (!titledByPage(pathname)) document.title = pageMeta(pathname, i18n).title;
  }, [pathname, i18n]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SignOutOnUnauthorized />
      <PageFrame pathname={pathname} links={{ footer: <Footer />, marketSelector: <MarketSelector pathname={pathname} /> }}>
        <Outlet />
      </PageFrame>
      <ScrollToTop pathname={pathname} />
      <DocumentTitle pathname={pathname} />
    </>
  );
}
