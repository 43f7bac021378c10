// The sender: every instance runs one. It claims due outbox rows (mail-outbox.ts), renders and sends
// them, deletes what the mail server took and retries the rest with exponential backoff. It runs
// beside the requests, never in them: a slow or failing mail server delays only mail.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import { scrubText } from '../../http/log-safety';
import { claimDueMail, markSent, requestOf, scheduleRetry, type PasswordResetRequest } from './mail-outbox';
import type { Language } from '@store/contract';
import { renderMail, type MailAttachment, type MailRequest } from './mail-templates';
import type { MailTransport } from './mail-transport';

/**
 * Turns a queued reset request into the reset mail (making its link) when the address has an
 * account, or into nothing when it has none. The auth module provides it (app.ts wires it in).
 */
export type ResolvePasswordReset = (request: PasswordResetRequest) => Promise<MailRequest | null>;

/** The files a mail carries, made when it is sent (the invoices module renders the invoice's PDF). */
export type AttachmentsFor = (request: MailRequest) => Promise<MailAttachment[]>;

/** The language a mail to `email` is written in: its account's, read when the mail is sent. */
export type MailLanguageOf = (email: string) => Promise<Language>;
/** Where the store's pages in `language` live (`/de-de`; '' for the unprefixed, English ones). */
export type MailPagePrefixOf = (language: Language) => Promise<string>;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** Links in mails start here (PUBLIC_URL). */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often to look for due mail. */
  pollMs: number;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryBaseMs: number;
  resolvePasswordReset: ResolvePasswordReset;
  attachmentsFor?: AttachmentsFor;
  /** Without it, every mail is English. */
  languageOf?: MailLanguageOf;
  /** Without it, a mail's links go to the unprefixed (English) pages. */
  pagePrefixOf?: MailPagePrefixOf;
}

export interface MailWorker {
  /** Stops polling, waits for a send in progress and closes the transport. */
  stop(): Promise<void>;
}

const BATCH = 10;
const MAX_ATTEMPTS = 10;
const MAX_DELAY_MS = 60 * 60_000;
/** Longer than one send can take (the transport's timeouts), so nobody else takes a row mid-send. */
const LEASE_MS = 2 * 60_000;

export const retryDelayMs = (baseMs: number, attempts: number) => Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function sendBatch(): Promise<number> {
    let sent = 0;
    for (const row of await claimDueMail(db, BATCH, LEASE_MS)) {
      try {
        const queued = requestOf(row);
        // A reset request is resolved here, off the request path; a retry resolves it again (a new
        // link, which ends the one that was never delivered).
        const request = queued.kind === 'password-reset-request' ? await options.resolvePasswordReset(queued) : queued;
        if (!request) {
          await markSent(db, row.id);
          log.info({ mailId: row.id, kind: row.kind }, 'mail not sent: the address has no account');
          continue;
        }
        const attachments = (await options.attachmentsFor?.(request)) ?? [];
        const language = (await options.languageOf?.(request.to)) ?? 'en';
        const pagePrefix = (await options.pagePrefixOf?.(language)) ?? '';
        const { file } = await transport.send(renderMail(request, options.publicUrl, attachments, language, pagePrefix));
        await markSent(db, row.id);
        sent++;
        if (file) log.info({ mailId: row.id, kind: request.kind, file }, `mail written to ${file} (no SMTP_URL)`);
        else log.info({ mailId: row.id, kind: request.kind, attempts: row.attempts }, 'mail sent');
      } catch (err) {
        const reason = scrubText(err instanceof Error ? err.message : String(err));
        if (row.attempts >= MAX_ATTEMPTS) {
          log.error({ mailId: row.id, kind: row.kind, attempts: row.attempts, reason }, 'mail given up after repeated failures');
          await markSent(db, row.id);
          continue;
        }
        const delayMs = retryDelayMs(options.retryBaseMs, row.attempts);
        await scheduleRetry(db, row.id, delayMs, reason);
        log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delayMs, reason }, 'mail not sent; will retry');
      }
    }
    return sent;
  }

  async function runOnce(): Promise<number> {
    // One run at a time in this process; other processes are kept apart by the row locks.
    if (running) return running;
    running = (async () => {
      let total = 0;
      for (;;) {
        const sent = await sendBatch();
        total += sent;
        if (sent < BATCH || stopped) return total;
      }
    })().finally(() => (running = undefined));
    return running;
  }

  const tick = () => {
    runOnce()
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) log.warn('mail: database unavailable; will try again');
        else log.error({ err }, 'mail: sending failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
