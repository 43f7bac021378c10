// The Money type on the wire (zod, hence OpenAPI): integer minor units and an ISO 4217 code.
import { z } from 'zod';

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'An ISO 4217 currency code, e.g. USD')
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'An ISO 4217 currency code, e.g. USD');

export const money = z
  .object({
    amount: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).describe("Integer minor units of the currency (cents for USD; none for JPY)"),
    currency: currencyCode.describe('ISO 4217 code'),
  })
  .meta({ id: 'Money' });
