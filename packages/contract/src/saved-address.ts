import { z } from 'zod';

/** GET /api/checkout/address: the address and phone used last (null before the first checkout). */
export const savedAddressSchema = z.object({
  shipping: z
    .object({
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
      /** ISO 3166-2 ('US-CA'); absent where the country has no regions, and on addresses saved before them. */
      region: z.string().optional(),
    })
    .nullable(),
  phone: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
