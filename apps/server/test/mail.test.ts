// Mail through a real SMTP server on loopback: the verification mail at sign-up, password reset
// (single use, every session ends, same answer for unknown addresses, rate limited), order placed
// and payment received, the outbox retrying while the mail server refuses, and .eml files with no
// SMTP_URL.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, marketCountries, markets, users, verifications } from '../src/db/schema/index';
import { formatMoney } from '@store/contract';
import { claimDueMail, enqueueMail } from '../src/modules/mail/mail-outbox';
import { mailTexts } from '../src/modules/mail/texts/index';
import { addTestProduct, confirmSandbox, createIntent, errorOf, generousLimits, getOrderRow, payOrder, placeTestOrder } from './order-fixtures';
import { linkIn, recipientOf, startInbox, type Inbox } from './smtp-inbox';
import { createTestApp, type TestApp } from './test-app';
import { createUser } from './users';

let inbox: Inbox;
let t: TestApp;
const log = new PassThrough();
let logText = '';
log.on('data', (d) => (logText += d));

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'Kerfline <shop@kerfline.test>', MAIL_POLL_MS: '50', MAIL_RETRY_MS: '50', ...generousLimits },
    logDestination: log,
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const to = (address: string, subject: RegExp) => (m: Parameters<Parameters<Inbox['waitFor']>[0]>[0]) =>
  recipientOf(m) === address && subject.test(m.subject ?? '');

const signUp = (email: string, password = 'first-password-1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password, name: 'Mia Mail' } });

describe('the verification mail', () => {
  it('is sent at sign-up; the account works at once and its link confirms the address', async () => {
    const res = await signUp('mia@example.com');
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    // Signed in already, unverified.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { authorization: `Bearer ${token}` } });
    expect(session.json().user).toMatchObject({ email: 'mia@example.com', emailVerified: false });

    const mail = await inbox.waitFor(to('mia@example.com', /Confirm your e-mail/), 'verification mail');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Kerfline', address: 'shop@kerfline.test' });
    expect(mail.text).toContain('Kerfline');
    expect(mail.html).toContain('Confirm my e-mail address');
    expect(mail.html).not.toMatch(/<img|src=["']https?:/i); // no remote images
    const link = new URL(linkIn(mail, `${t.config.publicUrl}/verify-email?token=`));

    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}` });
    expect(verified.statusCode).toBe(200);
    const [row] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, 'mia@example.com'));
    expect(row!.verified).toBe(true);

    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' });
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged).message).toBeTruthy();
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  const resetLink = async (email: string) => {
    const mail = await inbox.waitFor(to(email, /Reset your Kerfline password/), 'reset mail');
    expect(mail.text).toContain('within 30 minutes');
    return new URL(linkIn(mail, `${t.config.publicUrl}/reset-password?token=`)).searchParams.get('token')!;
  };

  it('mails a single-use link; the new password works, the old one and every session do not', async () => {
    const user = await createUser(t, { email: 'rita@example.com', password: 'old-password-1' });
    const otherDevice = await createUser(t, { email: 'rita2@example.com' }); // a bystander keeps their session
    const known = await requestReset('Rita@Example.com');
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    // The answer never tells whether the address has an account.
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const token = await resetLink('rita@example.com');
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'abc' } });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ newPassword: 'Must be 6 characters or longer' });

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'new-password-2' } });
    expect(reset.statusCode).toBe(200);
    // Every session of the account ended; other accounts are untouched.
    const old = await t.app.inject({ method: 'GET', url: '/api/user-data?email=rita@example.com', headers: user.auth });
    expect(old.statusCode).toBe(401);
    const bystander = await t.app.inject({ method: 'GET', url: `/api/user-data?email=${otherDevice.email}`, headers: otherDevice.auth });
    expect(bystander.statusCode).toBe(200);

    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'rita@example.com', password } });
    expect((await signIn('old-password-1')).statusCode).toBe(401);
    expect((await signIn('new-password-2')).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'third-password-3' } });
    expect(again.statusCode).toBe(400);
    expect(inbox.messages.filter((m) => recipientOf(m) === 'nobody-here@example.com')).toEqual([]);
  });

  describe('links die when a newer one is issued, when the password changes, and after use', () => {
    let client = 0;
    // Each request from an address of its own: the reset rate limit (3 a minute) is tested below.
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, remoteAddress: `10.7.0.${++client}` });
    /** Asks for a link and waits for its mail (the `n`th reset mail to the address). */
    const freshLink = async (email: string, n: number) => {
      expect((await ask(email)).statusCode).toBe(200);
      const mine = () => inbox.messages.filter(to(email, /Reset your Kerfline password/));
      await expect.poll(() => mine().length).toBe(n);
      return new URL(linkIn(mine()[n - 1]!, `${t.config.publicUrl}/reset-password?token=`)).searchParams.get('token')!;
    };
    const reset = (token: string, newPassword: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
    const works = async (token: string) =>
      (await t.app.inject({ url: `/api/auth/reset-password-link?token=${encodeURIComponent(token)}` })).json<{ valid: boolean }>().valid;

    it('only the newest link works; after it is used, none does', async () => {
      const user = await createUser(t, { email: 'nora@example.com', password: 'nora-password-1' });
      const older = await freshLink(user.email, 1);
      const newer = await freshLink(user.email, 2);
      expect(await works(older)).toBe(false);
      expect(await works(newer)).toBe(true);
      const refused = await reset(older, 'taken-over-1');
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBeTruthy();
      expect((await reset(newer, 'nora-password-2')).statusCode).toBe(200);
      expect(await works(newer)).toBe(false);
      expect((await reset(newer, 'taken-over-2')).statusCode).toBe(400);
    });

    it('a link mailed before a password change (by reset or by change-password) no longer works', async () => {
      const user = await createUser(t, { email: 'omar@example.com', password: 'omar-password-1' });
      // Two senders' worth: a link in an old mail, then the password changes through another way.
      const mailed = await freshLink(user.email, 1);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: user.auth,
        payload: { currentPassword: 'omar-password-1', newPassword: 'omar-password-2' },
      });
      expect(change.statusCode).toBe(200);
      expect(await works(mailed)).toBe(false);
      expect((await reset(mailed, 'taken-over-3')).statusCode).toBe(400);
      const signIn = (password: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password } });
      expect((await signIn('omar-password-2')).statusCode).toBe(200);

      // A reset ends every other link of the account, however it was made (better-auth's own call too).
      const used = await freshLink(user.email, 2);
      const { internalAdapter } = await t.app.auth.$context;
      await internalAdapter.createVerificationValue({ identifier: 'reset-password:made-elsewhere-0123456789', value: user.id, expiresAt: new Date(Date.now() + 60_000) });
      expect(await works('made-elsewhere-0123456789')).toBe(true);
      expect((await reset(used, 'omar-password-3')).statusCode).toBe(200);
      expect(await works('made-elsewhere-0123456789')).toBe(false);
      expect((await signIn('omar-password-3')).statusCode).toBe(200);
    });

    it('says whether a link works before anything is typed; a missing token is 400', async () => {
      expect(await works('never-issued-token')).toBe(false);
      const missing = await t.app.inject({ url: '/api/auth/reset-password-link' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).code).toBe('bad_request');
      const res = await t.app.inject({ url: '/api/auth/reset-password-link?token=x' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  it('is rate limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'x@example.com' }, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('a reset request', () => {
  it('does the same work whether or not the address has an account: one outbox row, nothing looked up', async () => {
    // A test app's sender does not deliver (testConfig): what the requests leave behind in the
    // outbox is what they did themselves.
    const quiet = await createTestApp();
    try {
      const user = await createUser(quiet, { email: 'quinn@example.com' });
      const ask = (email: string, i: number) =>
        quiet.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, remoteAddress: `10.8.0.${i}` });
      const known = await ask('Quinn@Example.com', 1);
      const unknown = await ask('nobody-at-all@example.com', 2);
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const queued = await quiet.db
        .select({ recipient: mailOutbox.recipient, kind: mailOutbox.kind, data: mailOutbox.data })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'password-reset-request'));
      expect(queued.sort((a, b) => a.recipient.localeCompare(b.recipient))).toEqual([
        { recipient: 'nobody-at-all@example.com', kind: 'password-reset-request', data: {} },
        { recipient: 'quinn@example.com', kind: 'password-reset-request', data: {} },
      ]);
      // No link was made on the request's path: the sender makes it, for accounts only.
      const links = await quiet.db.select().from(verifications).where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')));
      expect(links).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe('change password', () => {
  it('needs the current password, ends every other session and answers a new token', async () => {
    const user = await createUser(t, { password: 'current-pass-1' });
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: 'current-pass-1' } });
    const secondAuth = { authorization: `Bearer ${second.json().token as string}` };
    const change = (currentPassword: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: user.auth, payload: { currentPassword, newPassword: 'changed-pass-2' } });
    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(400);
    const ok = await change('current-pass-1');
    expect(ok.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${ok.json().token as string}` };
    expect((await t.app.inject({ method: 'GET', url: `/api/user-data?email=${user.email}`, headers: secondAuth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-data?email=${user.email}`, headers: fresh })).statusCode).toBe(200);
  });
});

describe('order mails', () => {
  it('tells the shopper about the order and then about the payment, with the details', async () => {
    const user = await createUser(t, { email: 'olga@example.com' });
    const product = await addTestProduct(t, { name: 'Mail Saw', priceCents: 12_999 });
    const orderId = await placeTestOrder(t, user, product.id, 2);
    const placed = await inbox.waitFor(to('olga@example.com', /your order #\d+ of Mail Saw/), 'order mail');
    // Named by its short number (the id only in the link), money as the site shows it, words for a shopper.
    const number = (await getOrderRow(t, orderId))!.number;
    expect(placed.subject).toBe(`Kerfline: your order #${number} of Mail Saw`);
    expect(placed.text).toContain(`Order number: #${number}`);
    expect(placed.text).toContain('Total: $259.98');
    expect(placed.text).toContain('please pay within 30 minutes to keep it');
    expect(placed.text).toContain('12 Sawmill Road, Springfield');
    expect(placed.html).toContain(`/dashboard/payment/${orderId}`);

    const secret = (await createIntent(t, user, orderId)).json().clientSecret as string;
    const intentId = (await confirmSandbox(t, user, secret)).json().paymentIntent.id as string;
    expect((await payOrder(t, user, orderId, intentId)).statusCode).toBe(200);
    const paid = await inbox.waitFor(to('olga@example.com', /payment received for Mail Saw \(order #\d+\)/), 'payment mail');
    expect(paid.text).toContain(intentId);
    // The invoice goes with it, as a PDF.
    const invoice = /Your invoice (INV-\d{4}-\d{6}) is attached\./.exec(paid.text ?? '')?.[1];
    expect(invoice).toBeDefined();
    expect(paid.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${invoice}.pdf`, 'application/pdf']]);
    expect(paid.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getOrderRow(t, orderId))!.status).toBe('Paid');
  });
});

describe('the outbox', () => {
  it('keeps a mail the server refuses and sends it once the server takes mail again', async () => {
    inbox.failing = true;
    const refusedBefore = inbox.refused;
    const user = await createUser(t, { email: 'fay@example.com' });
    const product = await addTestProduct(t, { name: 'Retry Saw' });
    // The order does not wait for the mail server.
    const orderId = await placeTestOrder(t, user, product.id, 1);
    expect(orderId).toBeTruthy();
    // The sender tries, is refused, and records why before it waits to retry.
    const waiting = async () =>
      (await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'fay@example.com'), eq(mailOutbox.kind, 'order-placed'))))[0];
    while (inbox.refused < refusedBefore + 2 || !(await waiting())?.lastError) await new Promise((r) => setTimeout(r, 20));
    const pending = await waiting();
    expect(pending!.attempts).toBeGreaterThanOrEqual(1);
    expect(pending!.lastError).toMatch(/451|Try again later/);
    inbox.failing = false;
    const mail = await inbox.waitFor(to('fay@example.com', /your order #\d+ of Retry Saw/), 'retried order mail');
    expect(mail.text).toContain(orderId);
    expect(logText).toMatch(/mail not sent; will retry/);
  });

  it('never gives one due mail to two senders at once', async () => {
    inbox.failing = true; // keep the app's own sender from sending these meanwhile
    const ids = new Set<string>();
    for (let i = 0; i < 6; i++) await enqueueMail(t.db, { kind: 'verification', to: `claim-${i}@example.com`, url: 'http://localhost/x' });
    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    const [a, b] = await Promise.all([claimDueMail(t.db, 4, 60_000), claimDueMail(t.db, 4, 60_000)]);
    for (const row of [...a!, ...b!]) {
      expect(ids.has(row.id)).toBe(false);
      ids.add(row.id);
    }
    expect(a!.length + b!.length).toBeGreaterThanOrEqual(6);
    // Claimed rows are leased: nobody gets them again before the lease runs out.
    expect(await claimDueMail(t.db, 10, 60_000)).toEqual([]);
    await t.db.delete(mailOutbox);
    inbox.failing = false;
  });

  it('logs which mail went out, never its link or token', () => {
    expect(logText).toMatch(/"kind":"password-reset".*mail sent/);
    const tokens = inbox.messages.flatMap((m) => [...(m.text ?? '').matchAll(/[?&]token=([^\s&]+)/g)].map((match) => decodeURIComponent(match[1]!)));
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const token of tokens) expect(logText).not.toContain(token);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/outbox and logs the file', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (d) => (text += d));
    const local = await createTestApp({ env: { MAIL_POLL_MS: '50' }, logDestination: out });
    try {
      await createUser(local, { email: 'eml@example.com' });
      const dir = path.join(local.config.dataDir, 'outbox');
      while (!text.includes('mail written to')) await new Promise((r) => setTimeout(r, 20));
      const [file, ...others] = fs.readdirSync(dir);
      expect(others).toEqual([]);
      expect(file).toMatch(/-verification-[0-9a-f]+\.eml$/);
      const eml = fs.readFileSync(path.join(dir, file!), 'utf8');
      expect(eml).toMatch(/^To: eml@example\.com$/m);
      expect(eml).toMatch(/Content-Type: text\/html/);
      expect(eml).toMatch(/Content-Type: text\/plain/);
      expect(text).toContain(`mail written to ${path.join(dir, file!)}`);
      expect(text).not.toMatch(/verify-email\?token/);
    } finally {
      await local.close();
    }
  });
});

describe("mails in the account's language", () => {
  // Markets whose pages speak German and Japanese: a mail's links open them.
  beforeAll(async () => {
    const rows = await t.db
      .insert(markets)
      .values([
        { name: 'Euro area', currency: 'EUR', pricesIncludeTax: true, language: 'en', languages: ['en', 'de'], fallback: false, position: 1 },
        { name: 'Japan', currency: 'JPY', pricesIncludeTax: true, language: 'ja', languages: ['ja', 'en'], fallback: false, position: 2 },
      ])
      .returning({ id: markets.id, name: markets.name });
    await t.db.insert(marketCountries).values([
      { country: 'DE', marketId: rows.find((r) => r.name === 'Euro area')!.id },
      { country: 'JP', marketId: rows.find((r) => r.name === 'Japan')!.id },
    ]);
  });

  it('come in the language of the page the account signed up on; one the store does not speak is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'greta@example.com', password: 'first-password-1', name: 'Greta', language: 'de' } });
    expect(res.statusCode).toBe(200);
    const mail = await inbox.waitFor(to('greta@example.com', new RegExp(`^${mailTexts.de.verificationSubject('Kerfline')}$`)), 'German verification mail');
    expect(mail.text).toContain(mailTexts.de.verificationButton);
    expect(mail.html).toContain('<html lang="de">');
    // Its link opens the German pages, where the store's markets offer them.
    expect(mail.text).toMatch(/\/de-de\/verify-email\?token=/);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'sven@example.com', password: 'first-password-1', name: 'Sven', language: 'sv' } });
    expect(refused.statusCode).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.email, 'sven@example.com'))).length).toBe(0);
  });

  it('follow the language chosen in My Profile, amounts written as that language writes them', async () => {
    const user = await createUser(t, { email: 'haruto@example.com', name: 'Haruto' });
    const profile = { name: 'Haruto', email: user.email, language: 'ja' };
    const updated = await t.app.inject({ method: 'PATCH', url: `/api/user/${user.id}`, headers: user.auth, payload: profile });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-data?email=${encodeURIComponent(user.email)}`, headers: user.auth })).json()).toMatchObject({ language: 'ja' });
    expect((await t.app.inject({ method: 'PATCH', url: `/api/user/${user.id}`, headers: user.auth, payload: { ...profile, language: 'xx' } })).statusCode).toBe(400);

    const product = await addTestProduct(t, { name: 'Nihon Saw', priceCents: 12_999 });
    const orderId = await placeTestOrder(t, user, product.id, 2);
    const number = (await getOrderRow(t, orderId))!.number;
    const placed = await inbox.waitFor(to('haruto@example.com', /Nihon Saw/), 'Japanese order mail');
    expect(placed.subject).toBe(mailTexts.ja.orderPlacedSubject('Kerfline', 'Nihon Saw', `#${number}`));
    expect(placed.text).toContain(`${mailTexts.ja.rows.total}: ${formatMoney({ amount: 25_998, currency: 'USD' }, 'ja')}`);
    expect(placed.html).toContain('<html lang="ja">');
    expect(placed.text).toContain(`/ja-jp/dashboard/payment/${orderId}`);
  });
});
