// One way to put a screen on the page in a component test: the app's providers (query client,
// session, cart, toasts) under an in-memory router, the API answered by MSW (./api). Tests find
// things as people do (roles, labels, the customer's texts (docs/product)) so markup may change under them.
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AdminCheck, AuthSession } from '@store/contract';
import { AppProviders } from '../app/providers';
import { createPageI18n, PageI18nProvider } from '../lib/i18n';
import { setAccessToken } from '../lib/access-token';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { api, http, HttpResponse } from './api';

export interface Account {
  id: string;
  name: string;
  email: string;
  admin?: boolean;
}

export const shopper: Account = { id: 'user-shopper', name: 'Sam Shopper', email: 'sam@example.test' };
export const admin: Account = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.test', admin: true };

/** Signs `account` in the way a browser holds a session: a token in localStorage the API knows. */
export function signInAs(account: Account) {
  const token = `token-${account.id}`;
  const now = new Date().toISOString();
  api.use(
    http.get('/api/auth/get-session', () =>
      HttpResponse.json<AuthSession>({
        session: { id: `s-${account.id}`, userId: account.id, token, expiresAt: now, createdAt: now, updatedAt: now },
        user: { id: account.id, name: account.name, email: account.email, emailVerified: true, image: null, createdAt: now, updatedAt: now },
      }),
    ),
    // Only an e-mail: other back-office paths (/api/admin/order) fall through to the test's handlers.
    http.get('/api/admin/:email', ({ params }) =>
      String(params.email).includes('@') ? HttpResponse.json<AdminCheck>({ admin: params.email === account.email && account.admin === true }) : undefined,
    ),
  );
  // Known at once, as after a sign-in in this tab (completeSignIn); the admin check still asks.
  queryClient.setQueryData(queryKeys.auth.session(token), { id: account.id, email: account.email, name: account.name, image: null });
  setAccessToken(token);
}

interface RenderOptions {
  /** The URL the screen is shown at (path and query). */
  url?: string;
  /** The route pattern the screen sits under, for its params (`/purchase/:id`). */
  route?: string;
  /** The history entry's state (where a guard sent the visitor from: `{ from: { pathname } }`). */
  state?: unknown;
  /** Other routes the screen may lead to (`{ '/login': <p>Login</p> }`); others render nothing. */
  routes?: Record<string, ReactNode>;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  /** Where the router is now (after a navigation the screen made). */
  location(): Location;
}

/**
 * English, as on the unprefixed pages. Tests run the macros' development output, which carries the
 * English text, so no catalogue is needed.
 */
export const englishI18n = createPageI18n('en', 'US', {});

/** Renders `screen` at `url` inside the app's providers and a router. */
export function renderScreen(screen: ReactElement, { url = '/', route = url.split('?')[0]!, state, routes = {} }: RenderOptions = {}): RenderedScreen {
  let current: Location | undefined;
  function TrackLocation() {
    current = useLocation();
    return null;
  }
  // No pause between keystrokes: the screens under test do not depend on typing speed.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: url.includes('?') ? url.slice(url.indexOf('?')) : '', state }]}>
      <PageI18nProvider i18n={englishI18n}>
      <AppProviders>
        <Routes>
          <Route path={route} element={screen} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <TrackLocation />
      </AppProviders>
      </PageI18nProvider>
    </MemoryRouter>,
  );
  return { ...result, user, location: () => current! };
}
