import { z } from 'zod';
import { emailSchema, idSchema } from './common';
import { limits } from './limits';
import { messages } from './messages';

export const orderStatusSchema = z.enum(['Pending', 'Paid']);
export const orderSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  productName: z.string(),
  productId: z.string(),
  productImage: z.string(),
  address: z.string(),
  phone: z.string(),
  totalQuantity: z.number().int(),
  totalPrice: z.number().describe('US dollars, computed by the server'),
  status: orderStatusSchema,
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListResponseSchema = z.object({ data: z.array(orderSchema) });
export const orderResponseSchema = z.object({ data: orderSchema });

/** The shopper's part of an order: what the purchase form collects. */
export const orderFormSchema = z.object({
  address: z.string({ message: messages.addressRequired }).trim().min(1, messages.addressRequired).max(500),
  phone: z
    .string({ message: messages.phoneRequired })
    .trim()
    .min(1, messages.phoneRequired)
    .min(limits.phoneMinLength, `Phone must be ${limits.phoneMinLength} characters or longer`)
    .max(30),
  totalQuantity: z
    .number({ message: messages.quantityRequired })
    .int(messages.quantityRequired)
    .positive(messages.quantityRequired),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/**
 * Body of POST /api/order as SPEC section 7 sends it. The server trusts only the product id, quantity,
 * address and phone; everything else it derives (price, names, image) or checks (e-mail is the caller's).
 */
export const placeOrderSchema = orderFormSchema.extend({
  productId: idSchema,
  userEmail: emailSchema,
  userName: z.string().optional(),
  productName: z.string().optional(),
  productImage: z.string().optional(),
  totalPrice: z.number().optional(),
  status: z.literal('Pending').optional(),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

export const payOrderSchema = z.object({
  transactionId: z.string().trim().min(1).max(255),
  order: z.unknown().optional(),
});

export const createPaymentIntentSchema = z.object({
  orderId: idSchema,
  totalPrice: z.number().optional(),
});
export const paymentIntentResponseSchema = z.object({ clientSecret: z.string() });
