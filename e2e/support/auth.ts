// Sign-in helpers every journey can use. They go through the real /login and /signup pages, so the
// browser ends up exactly as a person's would: accessToken in localStorage, session on the server.
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts the e2e server creates (apps/server/src/db/demo-data.ts). */
export const demo = {
  admin: { email: 'admin@kerfline.test', password: 'admin-demo-2026', name: 'Demo Admin' },
  shopper: { email: 'shopper@kerfline.test', password: 'shopper-demo-2026', name: 'Demo Shopper' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in through /login and waits until the session is stored. If `page` is not on /login yet,
 * it opens it; a guard may already have sent it there (then it returns to the guarded page).
 */
export async function signInViaUi(page: Page, email: string, password: string) {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect.poll(() => accessTokenOf(page)).not.toBeNull();
}

/** The page's stored accessToken (docs/product/accounts.md), or null when signed out. */
export function accessTokenOf(page: Page): Promise<string | null> {
  // e2e code is typed for Node, not the DOM: reach the browser's storage through globalThis.
  return page.evaluate(() => (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.getItem('accessToken'));
}

interface BrowserStorage {
  getItem(key: string): string | null;
  clear(): void;
}

/** Forgets the stored session in the browser only (the server session stays). */
export function clearStorage(page: Page): Promise<void> {
  return page.evaluate(() => (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.clear());
}

/** A fresh address per call, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** Creates a new account through /signup (which signs it in) and returns its credentials. */
export async function signUpViaUi(
  page: Page,
  account: { name?: string; email?: string; password?: string } = {},
): Promise<Credentials & { name: string }> {
  const created = {
    name: account.name ?? 'E2E Shopper',
    email: account.email ?? uniqueEmail(),
    password: account.password ?? 'e2e-password-1',
  };
  if (new URL(page.url(), 'http://x').pathname !== '/signup') await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Name').fill(created.name);
  await form.getByLabel('Email').fill(created.email);
  await form.getByLabel('Password').fill(created.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).not.toHaveURL(/\/signup(\?|$)/);
  await expect.poll(() => accessTokenOf(page)).not.toBeNull();
  return created;
}

/** Below the `lg` breakpoint the navigation and the dashboard menu sit behind buttons. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) < 1024;
}

/** Signs out through the navigation (Logout is in the drawer on a phone). */
export async function signOutViaUi(page: Page) {
  if (isNarrow(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect.poll(() => accessTokenOf(page)).toBeNull();
}

/** An account made through the API (a client of its own, not a page), with its own bearer token. */
export async function createAccount(request: APIRequestContext, name: string, email = uniqueEmail('e2e-user')) {
  // Like a browser, it names its origin (better-auth checks it once the client holds a cookie).
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'e2e-password-1' },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { name, email, token };
}
