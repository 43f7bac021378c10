// Starts this instance's mail sender once the app is ready and stops it when the app closes, so a
// test's app.close() or a SIGTERM never leaves a send half done in the background.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { createMailTransport } from './mail-transport';
import { startMailWorker, type AttachmentsFor, type MailLanguageOf, type MailPagePrefixOf, type MailWorker, type ResolvePasswordReset } from './mail-worker';

export type { AttachmentsFor, ResolvePasswordReset };

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  publicUrl: string;
  pollMs: number;
  retryBaseMs: number;
}

export const mailPlugin = fp<{
  db: Db;
  settings: MailSettings;
  resolvePasswordReset: ResolvePasswordReset;
  attachmentsFor?: AttachmentsFor;
  languageOf?: MailLanguageOf;
  pagePrefixOf?: MailPagePrefixOf;
}>(
  async (app, { db, settings, resolvePasswordReset, attachmentsFor, languageOf, pagePrefixOf }) => {
    let worker: MailWorker | undefined;
    app.addHook('onReady', async () => {
      const outboxDir = path.resolve(settings.dataDir, 'outbox');
      if (!settings.smtpUrl) app.log.info(`mail is written as .eml files under ${outboxDir}: set SMTP_URL to send it`);
      const transport = createMailTransport({ smtpUrl: settings.smtpUrl, from: settings.from, outboxDir });
      worker = startMailWorker({
        db,
        transport,
        publicUrl: settings.publicUrl,
        log: app.log,
        pollMs: settings.pollMs,
        retryBaseMs: settings.retryBaseMs,
        resolvePasswordReset,
        ...(attachmentsFor && { attachmentsFor }),
        ...(languageOf && { languageOf }),
        ...(pagePrefixOf && { pagePrefixOf }),
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'mail' },
);
