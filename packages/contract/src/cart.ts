import { z } from 'zod';
import { idSchema } from './common';
import { marketCountryQuery } from './markets';
import { languageQuery } from './product';
import { limits } from './limits';
import { money } from './money-schema';
import { storeMessages } from './messages';
import { cartMaxLines, isWholeQuantity } from './quantity';

export { cartMaxLines, lineAmount, mergedQuantity, sumMoney } from './quantity';

/** A quantity a cart may hold: a whole number from 1 up (the product's rules are checked per line). */
const cartQuantity = z
  .number({ message: 'Quantity is required' })
  .refine(isWholeQuantity, storeMessages.wholeNumber)
  .refine((n) => n >= 1, storeMessages.wholeNumber)
  .refine((n) => n <= limits.maxQuantity, 'Quantity is too large');

/** One line of a cart with what the cart page shows and checks of its product, as it is now. */
export const cartLineSchema = z
  .object({
    productId: z.string(),
    variantId: z.string().describe('The version in the cart (one of the product\'s `variants`)'),
    sku: z.string(),
    version: z.string().describe('Its option values, e.g. "230 V / EU"; empty for a product sold in one version'),
    name: z.string(),
    slug: z.string(),
    img: z.string(),
    price: z.number().describe("The current price in major units (dollars for USD) of the market's currency asked for by `country`, else the store's"),
    priceMoney: money.describe("The current price, exact: integer minor units of the market's currency asked for by `country`, else the store's (0 on a line the market does not sell or price)"),
    minOrderQuantity: z.number().int(),
    available: z.number().int(),
    quantity: z.number().int(),
    noLongerSold: z
      .boolean()
      .optional()
      .describe(
        'The product was archived, or (with `country`) its market does not sell this version or has no price for it: the line cannot be bought ' +
          '(available 0, left out of the total) and checkout refuses the cart until it is removed',
      ),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z
  .object({
    lines: z.array(cartLineSchema).describe('Oldest line first'),
    totalPrice: z.number().describe("The sum of quantity x current price over the lines still sold, in major units of the market's currency asked for by `country`, else the store's"),
    totalPriceMoney: money.describe("The same total, exact: integer minor units of the market's currency asked for by `country`, else the store's"),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** PUT /api/cart/lines/{productId}: the line's new quantity (adds the line when it is new). */
const variantChoice = idSchema.optional().describe("The version (one of the product's `variants`); its default when left out");
export const putCartLineSchema = z.object({ quantity: cartQuantity, variantId: variantChoice });
export type PutCartLine = z.input<typeof putCartLineSchema>;
export const productIdParamsSchema = z.object({ productId: idSchema.describe("The product's id") });
/** DELETE /api/cart/lines/{productId}: one version's line, or every line of the product. */
export const cartLineQuerySchema = z.object({
  variantId: idSchema.optional().describe("One version's line; every line of the product when left out"),
  country: marketCountryQuery.shape.country,
  lang: languageQuery.shape.lang,
});

/** A line as a visitor's browser keeps it (localStorage), merged into the account at sign-in. */
export const cartItemSchema = z.object({ productId: idSchema, variantId: variantChoice, quantity: cartQuantity });
export type CartItem = z.infer<typeof cartItemSchema>;
/** POST /api/cart/merge and POST /api/cart/quote: a visitor's lines. */
export const cartItemsSchema = z.object({ lines: z.array(cartItemSchema).max(cartMaxLines) });
export type CartItems = z.input<typeof cartItemsSchema>;

