import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { RouteErrorBoundary } from './app/route-error';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
