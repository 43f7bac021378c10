// Runs before every web test file (vitest's setupFiles): Testing Library's matchers, the API
// mocked by MSW (any request a test did not expect fails it), and a clean browser state per test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../lib/query-client';
import { api } from './api';

// The app's one query client (the session signs in and out through it): no retries here, so a
// failed request shows its message at once instead of after the back-off.
const queries = queryClient.getDefaultOptions().queries;
queryClient.setDefaultOptions({ queries: { ...queries, retry: false }, mutations: { retry: false } });

beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
  queryClient.clear();
  localStorage.clear();
});
afterAll(() => api.close());
