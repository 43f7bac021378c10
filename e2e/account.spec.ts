// My account journeys against a store that sends real mail to a loopback SMTP server the journey
// reads: the verification mail's link, password reset through the mail's link ('Forgot password ?'),
// change password, download my data, delete my account.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { linkIn, recipientOf, startInbox, type Inbox } from '../apps/server/test/smtp-inbox';
import { startAppServer, type AppServer } from './support/app-server';
import { accessTokenOf, uniqueEmail } from './support/auth';
import { shot } from './support/shots';

test.describe.configure({ mode: 'serial' });

let inbox: Inbox;
let app: AppServer;
const account = { name: 'Rosa Reset', email: uniqueEmail('rosa'), password: 'first-password-1' };
const passwords = { reset: 'reset-password-2', changed: 'changed-password-3' };

test.beforeAll(async () => {
  inbox = await startInbox();
  app = await startAppServer({ SMTP_URL: inbox.url, MAIL_POLL_MS: '200' });
  const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(account),
  });
  expect(signUp.status).toBe(200);
});

test.afterAll(async () => {
  await app?.stop();
  await inbox?.close();
});

const mailTo = (subject: RegExp) => inbox.waitFor((m) => recipientOf(m) === account.email && subject.test(m.subject ?? ''), `${subject}`);
const signInWith = (password: string) =>
  fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: account.email, password }),
  }).then((r) => r.status);

test('the verification mail’s link confirms the address', async ({ page }, testInfo) => {
  const mail = await mailTo(/Confirm your e-mail/);
  await page.goto(linkIn(mail, `${app.url}/verify-email?token=`));
  await expect(page.getByRole('status')).toHaveText('Your e-mail address is confirmed. Thank you!');
  await shot(page, testInfo, 'account-email-confirmed');
});

test('a forgotten password is reset through the mail’s link', async ({ page }, testInfo) => {
  await page.goto(`${app.url}/login`);
  await page.getByRole('link', { name: 'Forgot password ?' }).click();
  await expect(page).toHaveURL(`${app.url}/forgot-password`);
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(account.email);
  await shot(page, testInfo, 'account-forgot-password');
  await form.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  const mail = await mailTo(/Reset your Kerfline password/);
  await page.goto(linkIn(mail, `${app.url}/reset-password?token=`));
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('short');
  await reset.getByLabel('Repeat the new password').fill('short');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(reset.getByText('Must be 6 characters or longer')).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill(passwords.reset);
  await reset.getByLabel('Repeat the new password').fill(passwords.reset);
  await shot(page, testInfo, 'account-reset-password');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is changed. Please log in with it.');
  await shot(page, testInfo, 'account-reset-done');
  expect(await signInWith(account.password)).toBe(401);

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(passwords.reset);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => accessTokenOf(page)).not.toBeNull();

  // The link works once, and says so as soon as it opens again: no form to fill in vain.
  await page.goto(linkIn(mail, `${app.url}/reset-password?token=`));
  await expect(page.getByRole('alert')).toHaveText(
    'This link no longer works: it was used already, it expired, or a newer one was sent. Ask for a new one.',
  );
  await expect(page.getByRole('form', { name: 'Choose a new password' })).toHaveCount(0);
  await shot(page, testInfo, 'account-reset-link-used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(`${app.url}/forgot-password`);
});

test('My account: change password, download my data, delete my account', async ({ page }, testInfo) => {
  await page.goto(`${app.url}/login`);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(passwords.reset);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => accessTokenOf(page)).not.toBeNull();
  await page.goto(`${app.url}/dashboard/profile`);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('not-my-password');
  await change.getByLabel('New password', { exact: true }).fill(passwords.changed);
  await change.getByLabel('Repeat the new password').fill(passwords.changed);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('This is not your current password')).toBeVisible();
  await change.getByLabel('Current password').fill(passwords.reset);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. You were signed out everywhere else.')).toBeVisible();
  await shot(page, testInfo, 'account-password-changed');
  expect(await signInWith(passwords.changed)).toBe(200);
  // This browser stays signed in with its new session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(account.email).first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kerfline-my-data.json');
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { profile: { email: string; name: string }; orders: unknown[] };
  expect(data.profile).toMatchObject({ email: account.email, name: account.name });
  expect(data.orders).toEqual([]);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone.');
  await shot(page, testInfo, 'account-delete-confirm');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  await expect.poll(() => accessTokenOf(page)).toBeNull();
  expect(await signInWith(passwords.changed)).toBe(401);
});
