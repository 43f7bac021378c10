// The mail module owns the `mail_outbox` table and the sending of every mail. Other modules call
// `enqueueMail` inside their own transaction; the app starts one sender per instance (mailPlugin).
export { enqueueMail, type PasswordResetRequest } from './mail-outbox';
export { mailPlugin, type AttachmentsFor, type ResolvePasswordReset } from './mail-plugin';
export type { OrderMailDetails } from './mail-templates';
