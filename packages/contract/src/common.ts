import { z } from 'zod';

/** Every record id is a UUID string carried in a field named `_id` (SPEC section 3). */
export const idSchema = z.uuid({ message: 'Must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const emailSchema = z
  .string({ message: 'Email is Required' })
  .trim()
  .min(1, 'Email is Required')
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Provide a valid Email')
  .transform((e) => e.toLowerCase());

export const emailParamsSchema = z.object({ email: emailSchema });
export const emailQuerySchema = z.object({ email: emailSchema });

/** A flag most write endpoints return (SPEC: "success flag"). */
export const successSchema = z.object({ success: z.literal(true) });

/** The one error shape of every failure (ARCHITECTURE.md, "The HTTP contract"). */
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
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An http(s) URL or a path on this site (shipped images such as /images/products/x.svg). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), 'Must be an http(s) URL');
