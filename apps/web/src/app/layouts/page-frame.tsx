import { Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../components/spinner';
import { RouteErrorBoundary } from '../route-error';
import { Navbar } from './navbar';

/**
 * The frame's parts that only link elsewhere: the app renders them, a public page's first view
 * keeps the server's markup of them (static-island.tsx), so their code is not in its bytes.
 */
export interface FrameLinks {
  footer: ReactNode;
  marketSelector: ReactNode;
}

/** What every page shows around its content: the app's (RootLayout) and a public page's first view (app/first-view-app.tsx). */
export function PageFrame({ pathname, links, children }: { pathname: string; links: FrameLinks; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:btn">
        <Trans>Skip to content</Trans>
      </a>
      <Navbar pathname={pathname} marketSelector={links.marketSelector} />
      <main id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      {links.footer}
    </div>
  );
}
