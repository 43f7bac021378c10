import { Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../components/spinner';
import { RouteErrorBoundary } from '../route-error';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** What every page shows around its content: the app's (RootLayout) and a public page's first view (app/first-view-app.tsx). */
export function PageFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:btn">
        <Trans>Skip to content</Trans>
      </a>
      <Navbar pathname={pathname} />
      <main id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
