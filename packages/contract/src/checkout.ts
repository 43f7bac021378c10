import { z } from 'zod';
import { addressLayout, formatAddressLines } from './address-regions';
import { countries } from './countries-data';
import { orderFormSchema, placeOrderSchema } from './order';
import { singleLineText } from './text';
import { checkoutMessages } from './form-messages';

export { countries };
export type CountryCode = (typeof countries)[number][0];
const countryNames: ReadonlyMap<string, string> = new Map(countries);
export const countryName = (code: string): string | undefined => countryNames.get(code);

/**
 * Postal codes of the countries whose format we check (upper-case, after trimming). Countries not
 * listed here and not in `countriesWithoutPostalCode` need a postal code of some kind.
 */
export const postalCodePatterns: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  FI: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  CN: /^\d{6}$/,
  IN: /^\d{6}$/,
  BR: /^\d{5}-?\d{3}$/,
  MX: /^\d{5}$/,
  ZA: /^\d{4}$/,
  KR: /^\d{5}$/,
  SG: /^\d{6}$/,
  RU: /^\d{6}$/,
};

/** Countries without postal codes: the field is optional there. */
export const countriesWithoutPostalCode: ReadonlySet<string> = new Set([
  'AE', 'AG', 'AO', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BS', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI', 'CK', 'CM', 'DJ', 'DM', 'ER', 'FJ',
  'GA', 'GD', 'GH', 'GM', 'GQ', 'GY', 'HK', 'IE', 'KI', 'KM', 'KN', 'KP', 'LC', 'ML', 'MO', 'MR', 'MW', 'NR', 'NU', 'QA', 'RW',
  'SB', 'SC', 'SL', 'SR', 'ST', 'SY', 'TF', 'TG', 'TK', 'TL', 'TO', 'TV', 'UG', 'VU', 'YE', 'ZW',
]);

/** Why `postalCode` does not suit `country` (a known code), or undefined when it does. */
export function postalCodeProblem(country: string, postalCode: string): string | undefined {
  const code = postalCode.trim().toUpperCase();
  const pattern = postalCodePatterns[country];
  // Ireland's Eircode is optional, but checked when given.
  if (!code) return countriesWithoutPostalCode.has(country) ? undefined : checkoutMessages.postalCodeRequired;
  if (pattern && !pattern.test(code)) return checkoutMessages.postalCodeInvalid(countryName(country) ?? country);
  return undefined;
}

/**
 * The region an address in `country` picks from a list (./address-regions.ts): its label (State,
 * Province, Prefecture...), whether it is needed and the ISO 3166-2 codes; undefined where the
 * country has no list (its addresses carry no region).
 */
export function addressRegionRule(country: string): { label: string; required: boolean; codes: ReadonlySet<string> } | undefined {
  const field = addressLayout(country).find((f) => f.field === 'region');
  if (!field?.options) return undefined;
  return { label: field.label, required: field.required, codes: new Set(field.options.map((r) => r.code)) };
}

/** The region's messages, in the country's own word for it ("State is required", "Choose a valid prefecture for Japan"). */
export const addressRegionMessages = {
  regionRequired: (label: string) => `${label} is required`,
  regionInvalid: (label: string, country: string) => `Choose a valid ${label.toLowerCase().replace('/', ' or ')} for ${country}`,
} as const;

/**
 * A structured shipping address; what each country needs of its postal code is checked here, and
 * of its region (an ISO 3166-2 code like 'US-CA', 'JP-13') where the country has a list of them:
 * needed where the country's addresses always name one, one of the list when given, and dropped
 * for a country without a list. Addresses stored before regions had none, and still parse.
 */
export const shippingAddressSchema = z
  .object({
    line1: singleLineText({ message: checkoutMessages.line1Required }).trim().min(1, checkoutMessages.line1Required).max(200),
    line2: singleLineText().trim().max(200).default(''),
    city: singleLineText({ message: checkoutMessages.cityRequired }).trim().min(1, checkoutMessages.cityRequired).max(100),
    postalCode: singleLineText().trim().max(20).default(''),
    country: z.string({ message: checkoutMessages.countryRequired }).refine((c) => countryNames.has(c), checkoutMessages.countryRequired),
    region: singleLineText().trim().max(20).optional(),
  })
  .superRefine((address, ctx) => {
    if (!countryNames.has(address.country)) return;
    const problem = postalCodeProblem(address.country, address.postalCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: problem });
    const rule = addressRegionRule(address.country);
    const region = address.region ?? '';
    if (!rule) return;
    if (!region) {
      if (rule.required) ctx.addIssue({ code: 'custom', path: ['region'], message: addressRegionMessages.regionRequired(rule.label) });
    } else if (!rule.codes.has(region)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: addressRegionMessages.regionInvalid(rule.label, countryName(address.country) ?? address.country) });
    }
  })
  .transform(({ region, ...address }) => ({
    ...address,
    postalCode: address.postalCode.toUpperCase(),
    // Only a region from the country's list is kept (the checks above refuse any other there).
    ...(region && addressRegionRule(address.country) ? { region } : {}),
  }))
  .meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/**
 * The address as one text (the order's `address` field, the mails, My Orders). Where the country
 * has regions, its lines as that country writes them (./address-regions.ts: "San Francisco, CA
 * 94107" in the US; postal code, prefecture and city first in Japan); elsewhere as it always was.
 */
export function formatShippingAddress(a: ShippingAddress): string {
  if (addressRegionRule(a.country)) return formatAddressLines(a, a.country).join(', ');
  const cityLine = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [a.line1, a.line2, cityLine, countryName(a.country) ?? a.country].filter(Boolean).join(', ');
}

/** The phone rule, as on the purchase form. */
const phoneSchema = orderFormSchema.shape.phone;

/** POST /api/checkout: the cart on the server becomes one order, one line per cart line, for this address. */
export const placeCheckoutSchema = z.object({
  phone: phoneSchema,
  shipping: shippingAddressSchema,
  /** If sent, must equal the cart's total now (what the shopper saw). */
  totalPrice: z.number().nonnegative().optional(),
});
export type PlaceCheckout = z.input<typeof placeCheckoutSchema>;

/** POST /api/checkout: the one order placed for the whole cart (it is paid like any order). */
export const placeCheckoutResponseSchema = z.object({ success: z.literal(true), insertedId: z.string() });
export type PlaceCheckoutResponse = z.infer<typeof placeCheckoutResponseSchema>;

/** GET /api/checkout/{id}: a checkout placed before orders had lines is one order now; its id. */
export const legacyCheckoutSchema = z.object({ orderId: z.string() });

// In a module of its own: the account's data export (./account.ts) names it, and the pages that
// import that should not load the address rules and the regions' lists with it.
export { savedAddressSchema, type SavedAddress } from './saved-address';

/**
 * POST /api/order from the purchase page: the specification's body, and the same structured address
 * as checkout. When `shipping` is sent, the order's `address` is formatted from it (the text sent is
 * not stored) and it is remembered for the next checkout.
 */
export const purchaseOrderSchema = placeOrderSchema.extend({ shipping: shippingAddressSchema.optional() });
