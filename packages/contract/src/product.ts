import { z } from 'zod';
import { messages } from './messages';
import { multiLineText, singleLineText } from './text';

export const productSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    img: z.string(),
    price: z.number().describe('US dollars'),
    description: z.string(),
    available: z.number().int(),
    minOrderQuantity: z.number().int(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const productSortSchema = z.enum(['oldest', 'newest']);
export type ProductSort = z.infer<typeof productSortSchema>;
export const productListQuerySchema = z.object({
  // SPEC leaves the all-product call open; `newest` serves /all-product ('newest first').
  sort: productSortSchema.default('oldest'),
});

const requiredNumber = (message: string) =>
  z.number({ message }).refine((n) => Number.isFinite(n), message);

/** Body of POST /api/product (admin). The same schema validates the add-product form. */
export const newProductSchema = z
  .object({
    name: singleLineText({ message: messages.productNameRequired }).trim().min(1, messages.productNameRequired).max(120),
    description: multiLineText({ message: messages.productDescriptionRequired })
      .trim()
      .min(1, messages.productDescriptionRequired)
      .max(5000),
    price: requiredNumber(messages.productPriceRequired)
      .refine((n) => n > 0, 'Price must be greater than 0')
      .refine((n) => n <= 1_000_000, 'Price is too high')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price has at most 2 decimals'),
    available: requiredNumber(messages.productAvailableRequired)
      .refine((n) => Number.isInteger(n) && n >= 0, 'Available Quantity must be a whole number of 0 or more')
      .refine((n) => n <= 1_000_000, 'Available Quantity is too high'),
    minOrderQuantity: requiredNumber(messages.productMinOrderRequired).refine(
      (n) => Number.isInteger(n) && n >= 1,
      'Minimum Order Quantity must be a whole number of 1 or more',
    ),
    img: singleLineText({ message: messages.productImgRequired })
      .trim()
      .min(1, messages.productImgRequired)
      .max(2048, 'Photo URL is too long')
      // Only web addresses: no javascript:, data:, ftp: or site paths (one message for all of them).
      .regex(/^https?:\/\/[^\s]+$/i, 'Photo URL must start with http:// or https://'),
  })
  .refine((p) => p.minOrderQuantity <= p.available, {
    path: ['minOrderQuantity'],
    message: 'Minimum Order Quantity cannot exceed the Available Quantity',
  });
export type NewProduct = z.infer<typeof newProductSchema>;
export const insertedIdSchema = z.object({ insertedId: z.string() });
export type InsertedId = z.infer<typeof insertedIdSchema>;
