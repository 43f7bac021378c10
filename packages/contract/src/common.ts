import { z } from 'zod';
import { singleLineText } from './text';

/** Every record id is a UUID string carried in a field named `_id` (docs/product/api.md). */
export const idSchema = z.uuid({ message: 'Must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema.describe('The record id (a UUID)') });
export type IdParams = z.infer<typeof idParamsSchema>;

export const emailSchema = singleLineText({ message: 'Email is Required' })
  .trim()
  .min(1, 'Email is Required')
  .max(254)
  // zod's own e-mail rule, the one better-auth applies: what passes here, better-auth accepts.
  .regex(z.regexes.email, 'Provide a valid Email')
  .transform((e) => e.toLowerCase());

export const emailParamsSchema = z.object({ email: emailSchema.describe('An e-mail address (any letter case)') });
export const emailQuerySchema = z.object({ email: emailSchema });

/** A flag most write endpoints return (the original app's "success flag"). */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/** The one error shape of every failure (docs/product/api.md#errors). */
export const errorCodeSchema = z.enum([
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** 402: the card provider refused the payment (declined, insufficient funds...). */
  'payment_failed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;
export const errorBodySchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional().describe('Bad input: one message per field, keyed by its path (`card.number`)'),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What turning validation issues into `fields` needs of an issue (a zod issue fits). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The `fields` of the one error shape, from validation issues: each field's first message, keyed by
 * its dotted path (`card.number`). An issue about the whole value is filed under `root`. The server
 * (route validation, sign-in bodies) and the web both name fields this way.
 */
export function issuesToFields(issues: readonly FieldIssue[], root = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || root] ??= issue.message;
  return fields;
}

const isImageUrl = (v: string) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v);

/**
 * A picture: an http(s) URL or a path on this site (shipped images such as /images/products/x.svg),
 * or exactly '' for none. One string schema rather than a union with '', so the OpenAPI document
 * describes it as one (nullable) string.
 */
export const imageUrlSchema = singleLineText()
  .max(2048)
  .refine((v) => v === '' || isImageUrl(v.trim()), 'Must be an http(s) URL')
  .trim();
