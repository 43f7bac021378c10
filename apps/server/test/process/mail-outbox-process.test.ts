// The outbox survives the process dying between an order and its mail: the real store (as
// `npm start` runs it) takes an order while its mail server is down, is killed with SIGKILL, and
// after a restart the mail server receives the confirmation, once.
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { startInbox } from '../smtp-inbox';
import { migratedDataDir, startStoreProcess } from './store-process';

const dataDir = migratedDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('sends the order mail after a SIGKILL between the order and the mail', async () => {
  const smtpPort = await freePort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: '100', MAIL_RETRY_MS: '100', SHUTDOWN_DELAY_MS: '0' };
  // The first retry waits 3 s, so the kill below lands while the mail waits (not in a send, whose
  // lease would hold it for minutes).
  const first = startStoreProcess(dataDir, { ...env, MAIL_RETRY_MS: '3000' });
  const url = await first.ready();
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'shopper@kerfline.test', password: 'shopper-demo-2026' }),
  });
  const { token, user } = (await signIn.json()) as { token: string; user: { name: string } };
  const [product] = (await (await fetch(`${url}/api/product`)).json()) as { _id: string; name: string; minOrderQuantity: number }[];
  const placed = await fetch(`${url}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      address: '1 Kill Street, Crashville',
      phone: '+1 555 0199',
      totalQuantity: product!.minOrderQuantity,
      userName: user.name,
      userEmail: 'shopper@kerfline.test',
      productId: product!._id,
      status: 'Pending',
    }),
  });
  expect(placed.status).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };
  // The mail server is down: the sender has tried, failed and scheduled a retry before the process dies.
  const orderMailWaits = () => first.output().split('\n').some((l) => l.includes('"kind":"order-placed"') && l.includes('will retry'));
  while (!orderMailWaits()) await new Promise((r) => setTimeout(r, 20));
  first.child.kill('SIGKILL');
  expect(await first.exited).toBe(null);

  const inbox = await startInbox(smtpPort);
  const second = startStoreProcess(dataDir, env);
  try {
    await second.ready();
    const mail = await inbox.waitFor((m) => /your order #\d+ of /.test(m.subject ?? '') && (m.subject ?? '').endsWith(` of ${product!.name}`), 'order mail after the restart');
    expect(mail.text).toContain(insertedId);
    expect(mail.text).toContain('1 Kill Street, Crashville');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(inbox.messages.filter((m) => (m.text ?? '').includes(insertedId))).toHaveLength(1);
  } finally {
    second.child.kill('SIGKILL');
    await inbox.close();
  }
}, 180_000);
