// Runs before every web test file (vitest's setupFiles): Testing Library's matchers, the API
// mocked by MSW (any request a test did not expect fails it), and a clean browser state per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../lib/query-client';
import { api } from './api';

// findBy… and waitFor wait up to 1 s by default: too short for a screen rendering on a loaded
// 2-core machine; a longer wait costs nothing when the screen is there.
configure({ asyncUtilTimeout: 5_000 });

// The app's one query client (the session signs in and out through it): no retries here, so a
// failed request shows its message at once instead of after the back-off.
const queries = queryClient.getDefaultOptions().queries;
queryClient.setDefaultOptions({ queries: { ...queries, retry: false }, mutations: { retry: false } });

// A request no handler answers fails the test that made it (after it ends: MSW's own 'error' mode
// only turns it into a network error the screen may swallow).
const unhandled: string[] = [];
beforeAll(() => api.listen({ onUnhandledRequest: (request) => void unhandled.push(`${request.method} ${new URL(request.url).pathname}`) }));
afterEach(() => {
  cleanup();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no handler answered: ${missed.join(', ')}`);
  api.resetHandlers();
  queryClient.clear();
  localStorage.clear();
});
afterAll(() => api.close());
