// The audit module owns `audit_entry`: every admin action, append-only. Other modules call
// recordAudit inside the transaction of the action they record; nothing can change an entry.
export { auditRoutes } from './audit-routes';
export { recordAudit, type AuditActor, type AuditRecord } from './audit-trail';
