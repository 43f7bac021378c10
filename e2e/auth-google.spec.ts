// 'Continue with Google' through the whole OpenID Connect redirect flow, against a real provider
// (oidc-provider) on a loopback port and a store server configured for it with GOOGLE_*.
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server';
import { accessTokenOf, demo } from './support/auth';
import { freePort, startOidcProvider, type OidcProvider } from './support/oidc';
import { shot } from './support/shots';

test.describe.configure({ mode: 'serial' });

const newcomerEmail = `gina-${crypto.randomBytes(4).toString('hex')}@example.com`;
const germanEmail = `greta-${crypto.randomBytes(4).toString('hex')}@example.com`;
// A password account that never confirmed its address (no verification link followed).
const unconfirmedEmail = `uma-${crypto.randomBytes(4).toString('hex')}@example.com`;
const accounts = {
  gina: { email: newcomerEmail, emailVerified: true, name: 'Gina Google' },
  greta: { email: germanEmail, emailVerified: true, name: 'Greta Google' },
  // Google identities with the e-mail of an existing password account (the demo shopper).
  'shopper-unverified': { email: demo.shopper.email, emailVerified: false, name: 'Not Really Sam' },
  'shopper-verified': { email: demo.shopper.email, emailVerified: true, name: 'Sam Via Google' },
  'unconfirmed-verified': { email: unconfirmedEmail, emailVerified: true, name: 'Uma Via Google' },
};

let oidc: OidcProvider;
let app: AppServer;
const seen = { codes: [] as string[], tokens: [] as string[] };

test.beforeAll(async () => {
  const port = await freePort();
  oidc = await startOidcProvider({ accounts, redirectUri: `http://127.0.0.1:${port}/api/auth/callback/google` });
  app = await startAppServer(
    { GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER_URL: oidc.issuer },
    port,
  );
});

test.afterAll(async () => {
  await app?.stop();
  await oidc?.close();
});

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; there is no internet here.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
  page.on('request', (request) => {
    const code = new URL(request.url()).searchParams.get('code');
    if (request.url().includes('/api/auth/callback/google') && code) seen.codes.push(code);
  });
});

/** On the provider's own pages: sign in as `login`, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new Google user signs in and comes back to the page they asked for', async ({ page }, testInfo) => {
  await page.goto(`${app.url}/dashboard/profile`);
  await expect(page).toHaveURL(`${app.url}/login`);
  await expect(page.getByText('Google sign-in is not available right now.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'gina');
  await expect(page).toHaveURL(`${app.url}/dashboard/profile`);
  await expect(page.getByRole('heading', { name: 'Gina Google' })).toBeVisible();
  await expect(page.getByText(newcomerEmail)).toBeVisible();
  const token = await accessTokenOf(page);
  expect(token).toBeTruthy();
  seen.tokens.push(token!);
  await shot(page, testInfo, 'google-signed-in');
  // The Google session is a session like any other: it survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gina Google' })).toBeVisible();
});

test('a new Google user who starts on a German page comes back to German pages, and gets German mails', async ({ page }) => {
  await page.goto(`${app.url}/de-de/login`);
  await page.getByRole('button', { name: 'Weiter mit Google' }).click();
  await signInAtProvider(page, 'greta');
  // Back on the market's pages, signed in (the login page finishes the sign-in, then moves on).
  await expect(page).toHaveURL(new RegExp(`^${app.url}/de-de(/|$)(?!login)`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => accessTokenOf(page)).toBeTruthy();
  const token = await accessTokenOf(page);
  expect(token).toBeTruthy();
  // The account took the page's language (its mails and invoices come in German).
  const me = await page.request.get(`${app.url}/api/user-data?email=${encodeURIComponent(germanEmail)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { language: string }).language).toBe('de');
});

test("refusing at the provider shows 'Error: ...' in red and signs nobody in", async ({ page }, testInfo) => {
  await page.goto(`${app.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(new RegExp(`^${app.url}/login\\?error=access_denied`));
  const error = page.getByRole('alert').filter({ hasText: /^Error: / });
  await expect(error).toHaveText('Error: End-User aborted interaction');
  await expect(error).toHaveClass(/text-error/);
  await shot(page, testInfo, 'google-refused');
  expect(await accessTokenOf(page)).toBeNull();
});

test('an unverified Google e-mail never takes over an existing password account', async ({ page }) => {
  await page.goto(`${app.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'shopper-unverified');
  await expect(page).toHaveURL(new RegExp(`^${app.url}/login\\?error=`));
  await expect(page.getByRole('alert').filter({ hasText: /^Error: / })).toContainText('already exists');
  expect(await accessTokenOf(page)).toBeNull();
  // The password still opens the account, under its own name.
  const res = await page.request.post(`${app.url}/api/auth/sign-in/email`, {
    data: { email: demo.shopper.email, password: demo.shopper.password },
    headers: { origin: app.url },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { user: { name: string } }).user.name).toBe('Demo Shopper');
});

test('a verified Google e-mail does not join a password account that never confirmed its address', async ({ page }) => {
  const signUp = await page.request.post(`${app.url}/api/auth/sign-up/email`, {
    data: { email: unconfirmedEmail, password: 'uma-password-1', name: 'Uma Unconfirmed' },
    headers: { origin: app.url },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(`${app.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'unconfirmed-verified');
  await expect(page).toHaveURL(new RegExp(`^${app.url}/login\\?error=`));
  expect(await accessTokenOf(page)).toBeNull();
});

test('a verified Google e-mail signs into the existing (confirmed) account with that e-mail', async ({ page }) => {
  await page.goto(`${app.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'shopper-verified');
  await expect(page).toHaveURL(`${app.url}/`);
  await page.goto(`${app.url}/dashboard/profile`);
  await expect(page.getByText(demo.shopper.email)).toBeVisible();
  seen.tokens.push((await accessTokenOf(page))!);
});

test('no password, token, authorization code or client secret reached the server log', () => {
  const log = app.output();
  expect(log).toContain('/api/auth/callback/google');
  expect(seen.codes.length).toBeGreaterThan(0);
  for (const secret of [...seen.codes, ...seen.tokens, oidc.clientSecret, demo.shopper.password]) {
    expect(log).not.toContain(secret);
  }
});
