// Where mail goes: the SMTP server in SMTP_URL, or, without one, an .eml file per mail under
// DATA_DIR/outbox (a person opens it in any mail program; the log names the file).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-templates';

export interface MailTransport {
  /** Resolves with where the mail went (a file path for .eml files), rejects when it was not taken. */
  send(message: MailMessage): Promise<{ file?: string }>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** A mail server that hangs holds one sender for at most this long, never a request. */
const SMTP_TIMEOUT_MS = 30_000;

export function createMailTransport({ smtpUrl, from, outboxDir }: TransportOptions): MailTransport {
  const envelope = (m: MailMessage) => ({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, ...(m.attachments && { attachments: m.attachments }) });
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      send: async (m) => {
        await transporter.sendMail(envelope(m));
        return {};
      },
      close: () => transporter.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await writer.sendMail(envelope(m));
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.kind}-${crypto.randomBytes(4).toString('hex')}.eml`);
      // Written aside and renamed: whoever watches the directory never sees half a mail.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      return { file };
    },
    close: () => writer.close(),
  };
}
