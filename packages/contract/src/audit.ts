// The audit trail (/api/admin/audit, admins only): every admin action, who, when, what, and the
// values before and after. Entries are only ever added.
import { z } from 'zod';
import { singleLineText } from './text';

export const auditActions = [
  'user.promote',
  'user.delete',
  'product.create',
  'product.update',
  'product.archive',
  'product.translate',
  'category.create',
  'category.update',
  'category.delete',
  'category.translate',
  'order.status',
  'order.refund',
  'market.create',
  'market.update',
  'market.delete',
  'market.exclusions',
  'currency_rate.set',
  'currency_rate.delete',
  'variant_price.set',
  'variant_price.clear',
  'tax_rate.set',
  'tax_rate.delete',
  'shipping_zone.create',
  'shipping_zone.update',
  'shipping_zone.delete',
  'legal.update',
  'page_text.update',
  'page_text.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z
  .object({
    _id: z.string(),
    at: z.string(),
    actorEmail: z.string(),
    action: z.enum(auditActions),
    /** What it acted on: 'order', 'user', 'product', 'category', 'market', 'currency_rate', 'variant_price', 'tax_rate', 'shipping_zone'. */
    entityType: z.string(),
    entityId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  /** The acting admin's e-mail. */
  actor: singleLineText().trim().toLowerCase().max(254).optional(),
  entityId: z.uuid().optional(),
  cursor: singleLineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
