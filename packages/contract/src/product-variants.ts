// What the owner sends to set a product's options and variants (PUT /api/product/{id}/variants): the
// whole set at once, so the server checks it as one and writes it in one transaction.
import { z } from 'zod';
import { imageUrlSchema } from './common';
import { singleLineText } from './text';

/** Most options a product has (a Voltage, a Plug and a Blade size), and versions it sells. */
export const maxProductOptions = 3;
export const maxProductVariants = 100;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} must be a whole number of ${min} or more` })
    .refine((n) => Number.isInteger(n) && n >= min, `${name} must be a whole number of ${min} or more`)
    .refine((n) => n <= max, `${name} is too high`);

/** GS1 check digit: the last digit makes the weighted sum (3, 1, 3… from the right) a multiple of 10. */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const optionText = (what: string) => singleLineText().trim().min(1, `${what} is required`).max(40, `${what} is at most 40 characters`);

export const productOptionInputSchema = z.object({
  name: optionText('Option name').describe('e.g. "Voltage"'),
  values: z.array(optionText('Option value')).min(1, 'An option has at least one value').max(50).describe('In the order the shop shows them, e.g. ["120 V", "230 V"]'),
});

export const variantInputSchema = z.object({
  sku: singleLineText()
    .trim()
    .min(1, 'SKU is required')
    .max(64, 'SKU is at most 64 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'SKU uses letters, digits and . _ / -'),
  gtin: z
    .string()
    .trim()
    .refine(isGtin, 'Barcode must be a GTIN of 8, 12, 13 or 14 digits with its check digit')
    .nullable()
    .optional()
    .describe('GTIN-8/12/13/14 (EAN, UPC); null or left out for none'),
  price: z
    .number({ message: 'Price is required' })
    .refine((n) => Number.isFinite(n) && n > 0, 'Price must be greater than 0')
    .refine((n) => n <= 1_000_000, 'Price is too high')
    .describe("In the store currency's major units; at most as many decimals as the currency has"),
  available: wholeNumber('Available Quantity', 0, 1_000_000),
  availableLoaded: wholeNumber('availableLoaded', 0, 1_000_000)
    .optional()
    .describe('The stock the editor showed: the difference is applied to the current stock, as for a product'),
  minOrderQuantity: wholeNumber('Minimum Order Quantity', 1, 1_000_000),
  weightGrams: wholeNumber('Weight', 1, 1_000_000).nullable().optional(),
  hsCode: z.string().trim().regex(/^\d{6,10}$/, 'HS code is 6 to 10 digits').nullable().optional(),
  originCountry: z.string().trim().regex(/^[A-Z]{2}$/, 'Country of origin is a two-letter code (ISO 3166)').nullable().optional(),
  images: z.array(imageUrlSchema.refine((v) => v !== '', 'Must be an http(s) URL')).max(12, 'At most 12 images').optional(),
  options: z.record(z.string(), z.string()).describe("The variant's value of each option, by option name"),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

const duplicates = (items: readonly string[]) => items.filter((item, i) => items.indexOf(item) !== i);
const sameText = (text: string) => text.toLowerCase();

/**
 * Body of PUT /api/product/{id}/variants (admin): the product's options and the variants it sells,
 * the default first. Variants are matched to those it has by SKU; one it has that is not listed is
 * archived (its orders keep naming it).
 */
export const productVariantsInputSchema = z
  .object({
    options: z.array(productOptionInputSchema).max(maxProductOptions, `At most ${maxProductOptions} options`),
    variants: z.array(variantInputSchema).min(1, 'A product is sold in at least one version').max(maxProductVariants, `At most ${maxProductVariants} versions`),
  })
  .superRefine(({ options, variants }, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    for (const name of duplicates(options.map((o) => sameText(o.name)))) issue(['options'], `Two options are named "${name}"`);
    options.forEach((o, i) => {
      for (const value of duplicates(o.values.map(sameText))) issue(['options', i, 'values'], `"${value}" is listed twice`);
    });
    if (options.length === 0 && variants.length > 1) issue(['variants'], 'Several versions need at least one option to tell them apart');
    for (const sku of duplicates(variants.map((v) => sameText(v.sku)))) issue(['variants'], `SKU ${sku.toUpperCase()} is listed twice`);
    for (const gtin of duplicates(variants.flatMap((v) => (v.gtin ? [v.gtin] : [])))) issue(['variants'], `Barcode ${gtin} is listed twice`);
    const combinations: string[] = [];
    variants.forEach((v, i) => {
      const named = Object.keys(v.options);
      const extra = named.filter((name) => !options.some((o) => o.name === name));
      if (extra.length > 0) issue(['variants', i, 'options'], `${v.sku}: no option is named ${extra.join(', ')}`);
      for (const o of options) {
        const value = v.options[o.name];
        if (value === undefined) issue(['variants', i, 'options'], `${v.sku}: choose a ${o.name}`);
        else if (!o.values.includes(value)) issue(['variants', i, 'options'], `${v.sku}: ${o.name} "${value}" is not one of its values`);
      }
      combinations.push(options.map((o) => v.options[o.name] ?? '').join('\u0000'));
    });
    if (options.length > 0) {
      for (const combination of duplicates(combinations)) issue(['variants'], `Two versions are ${combination.split('\u0000').join(' / ')}`);
    }
  })
  .meta({ id: 'ProductVariantsInput' });
export type ProductVariantsInput = z.infer<typeof productVariantsInputSchema>;

/** Every combination of the options' values, in the shop's order (the owner's "generate versions"). */
export function variantMatrix(options: readonly { name: string; values: readonly string[] }[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (combinations, option) => combinations.flatMap((combination) => option.values.map((value) => ({ ...combination, [option.name]: value }))),
    [{}],
  );
}
