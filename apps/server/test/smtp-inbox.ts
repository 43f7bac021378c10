// A real SMTP server on a loopback port (the `smtp-server` package) that keeps every message it
// accepts, parsed (mailparser), for tests to read. `failing` makes it refuse mail with a temporary
// error, as a mail server in trouble does.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  url: string;
  messages: ParsedMail[];
  /** While true, every message is refused with 451. */
  failing: boolean;
  /** Refusals so far. */
  refused: number;
  /** The first message (already received or still to come) that `match` accepts. */
  waitFor(match: (m: ParsedMail) => boolean, what?: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startInbox(port = 0): Promise<Inbox> {
  const waiters = new Set<() => void>();
  const inbox: Inbox = {
    url: '',
    messages: [],
    failing: false,
    refused: 0,
    waitFor: (match, what = 'a matching mail') =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = inbox.messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${what} arrived; got: ${inbox.messages.map((m) => m.subject).join(' | ') || 'nothing'}`));
        }, 30_000);
        if (!check()) waiters.add(check);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (inbox.failing) {
        inbox.refused++;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          inbox.messages.push(parsed);
          for (const waiter of [...waiters]) waiter();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return inbox;
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in: ${mail.text}`);
  return link;
}

export const recipientOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;
