// The back office's markets, prices, exchange rates, tax rates and shipping zones (admins only;
// docs/product/markets.md, "Back office"). Every string a request carries starts from singleLineText.
import { z } from 'zod';
import { languages } from './languages';
import { countryName } from './checkout';
import { marketSchema } from './markets';
import { singleLineText } from './text';

/** ISO 4217 in a request: three capitals that Intl knows. */
export const currencyInput = singleLineText()
  .regex(/^[A-Z]{3}$/, 'An ISO 4217 currency code, e.g. EUR')
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'An ISO 4217 currency code, e.g. EUR');

/** ISO 3166-1 alpha-2 in a request: a country the store knows by name. */
export const countryInput = singleLineText()
  .regex(/^[A-Z]{2}$/, 'An ISO 3166-1 country code, e.g. DE')
  .refine((code) => countryName(code) !== undefined, 'An ISO 3166-1 country code, e.g. DE');

const nameInput = singleLineText({ message: 'Name is Required' }).trim().min(1, 'Name is Required').max(100);
const countryList = z.array(countryInput).max(300);

// Markets ----------------------------------------------------------------------------------------

export const adminMarketSchema = marketSchema
  .extend({
    excludedVariants: z.number().int().min(0).describe('How many versions this market does not sell'),
    exchangeRate: z.boolean().describe("Its currency is the store's or has an exchange rate: prices nobody set are derived; false: only versions with a price set in it are sold"),
  })
  .meta({ id: 'AdminMarket' });
export type AdminMarket = z.infer<typeof adminMarketSchema>;
export const adminMarketListSchema = z.array(adminMarketSchema).meta({ id: 'AdminMarketList' });

export const marketInputSchema = z
  .object({
    name: nameInput,
    currency: currencyInput,
    pricesIncludeTax: z.boolean(),
    language: z.enum(languages, { error: `A language the store speaks: ${languages.join(', ')}` }).describe('Its pages\' default language'),
    languages: z
      .array(z.enum(languages, { error: `A language the store speaks: ${languages.join(', ')}` }))
      .max(languages.length)
      .default([])
      .describe('Further languages its pages are offered in (the default is always offered)'),
    countries: countryList.default([]).describe('The countries it serves; none for the fallback market'),
    fallback: z.boolean().default(false).describe('It serves every country no other market lists; at most one market is'),
    moveCountries: z
      .boolean()
      .default(false)
      .describe('Take listed countries away from the markets that list them; without it such a country is a 409'),
  });
export type MarketInput = z.input<typeof marketInputSchema>;

export const excludedVariantsSchema = z
  .object({ variantIds: z.array(z.uuid()).max(5000).describe('The versions this market does not sell') });
export type ExcludedVariants = z.infer<typeof excludedVariantsSchema>;

// Exchange rates ---------------------------------------------------------------------------------

/** "0.86", "155": units of the currency for one unit of the store's, exact decimal text. */
export const exchangeRateText = singleLineText()
  .regex(/^\d{1,9}(\.\d{1,9})?$/, 'A decimal number such as 0.86 (up to 9 digits each side of the point)')
  .refine((rate) => /[1-9]/.test(rate), 'The rate must be above zero');

export const currencyRateInputSchema = z
  .object({
    rate: exchangeRateText,
    roundingMode: z.enum(['nearest', 'ending']).describe('nearest: to a multiple of the step; ending: the first price ending `below` under a multiple of the step'),
    roundingStep: z.number().int().min(1).max(1_000_000).describe('Minor units of the currency'),
    roundingBelow: z.number().int().min(0).default(0),
  })
  .refine((r) => r.roundingBelow < r.roundingStep, { path: ['roundingBelow'], message: 'Must be less than the rounding step' });
export type CurrencyRateInput = z.input<typeof currencyRateInputSchema>;

export const currencyRateSchema = z
  .object({
    currency: z.string(),
    rate: z.string(),
    roundingMode: z.enum(['nearest', 'ending']),
    roundingStep: z.number().int(),
    roundingBelow: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CurrencyRate' });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;
export const currencyRateListSchema = z.array(currencyRateSchema);
export const currencyParamsSchema = z.object({ currency: currencyInput });

// Prices per currency ----------------------------------------------------------------------------

export const variantCurrencyPriceSchema = z.object({
  currency: z.string(),
  /** Minor units; null: no price set and no exchange rate to derive one (not sold in that currency). */
  amount: z.number().int().nullable(),
  derived: z.boolean().describe('Derived from the base price at the exchange rate: nobody set it'),
});
export type VariantCurrencyPrice = z.infer<typeof variantCurrencyPriceSchema>;

export const productPricesSchema = z
  .object({
    product: z.object({ id: z.uuid(), name: z.string() }),
    baseCurrency: z.string(),
    /** The base currency first, then every other market's and exchange rate's currency. */
    currencies: z.array(z.string()),
    variants: z.array(
      z.object({
        id: z.uuid(),
        sku: z.string(),
        /** Its option values, "230 V / EU"; '' for a product without options. */
        label: z.string(),
        prices: z.array(variantCurrencyPriceSchema),
      }),
    ),
  })
  .meta({ id: 'ProductPrices' });
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const variantPriceParamsSchema = z.object({ variantId: z.uuid({ message: 'Must be a valid id' }), currency: currencyInput });
export const variantPriceInputSchema = z
  .object({ amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Minor units of the currency (none for JPY)') });

// Tax rates --------------------------------------------------------------------------------------

export const taxClasses = ['standard', 'reduced'] as const;

/** A percent as text, "19", "8.875", "25.5": at most four decimals (a rate is whole millionths). */
export const percentText = singleLineText().regex(/^\d{1,2}(\.\d{1,4})?$/, 'A percentage below 100 with at most 4 decimals, e.g. 8.875');

const regionInput = singleLineText().regex(/^([A-Z]{2}-[A-Z0-9]{1,3})?$/, "'' for the whole country, or a region such as US-CA");

export const taxRateInputSchema = z
  .object({
    country: countryInput,
    region: regionInput.default(''),
    taxClass: z.enum(taxClasses),
    percent: percentText.optional().describe('The rate as a percent, "19" or "8.875"; or give `rate`'),
    rate: z.number().int().min(0).max(999_999).optional().describe('The rate in millionths (190000 is 19 %)'),
  })
  .refine((r) => (r.percent === undefined) !== (r.rate === undefined), { path: ['percent'], message: 'Give the rate as a percent or in millionths, one of the two' })
  .refine((r) => r.region === '' || r.region.startsWith(`${r.country}-`), { path: ['region'], message: 'A region starts with its country code, e.g. US-CA' });
export type TaxRateInput = z.input<typeof taxRateInputSchema>;

export const taxRateSchema = z
  .object({
    country: z.string(),
    region: z.string(),
    taxClass: z.enum(taxClasses),
    /** Millionths: 190000 is 19 %. */
    rate: z.number().int(),
  })
  .meta({ id: 'TaxRate' });
export type TaxRate = z.infer<typeof taxRateSchema>;
export const taxRateListSchema = z.array(taxRateSchema);
export const taxRateQuerySchema = z.object({ country: countryInput.optional() });
export const taxRateKeySchema = z.object({ country: countryInput, region: regionInput.default(''), taxClass: z.enum(taxClasses) });

// Shipping zones ---------------------------------------------------------------------------------

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const shippingRateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat'), amount }),
  z.object({ kind: z.literal('weight'), bands: z.array(z.object({ upToGrams: z.number().int().min(1), amount })).max(50) }),
  z.object({ kind: z.literal('orderValue'), bands: z.array(z.object({ fromAmount: amount, amount })).max(50) }),
]);
export type ShippingRateInput = z.infer<typeof shippingRateSchema>;

export const shippingMethodSchema = z.object({
  id: z.uuid().optional().describe("Kept when it is one of the zone's methods already; new otherwise"),
  name: nameInput,
  deliveryDays: z.object({ min: z.number().int().min(0).max(365), max: z.number().int().min(0).max(365) }),
  /** Per ISO 4217 currency, in its minor units; the method is not offered in a currency without one. */
  rates: z.record(z.string(), shippingRateSchema),
  freeFrom: z.record(z.string(), amount).default({}),
});
export type ShippingMethodInput = z.input<typeof shippingMethodSchema>;

export const shippingZoneInputSchema = z
  .object({
    name: nameInput,
    countries: countryList,
    methods: z.array(shippingMethodSchema).max(20),
    moveCountries: z.boolean().default(false).describe('Take listed countries away from the zones that list them; without it such a country is a 409'),
  });
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

export const adminShippingZoneSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    countries: z.array(z.string()),
    methods: z.array(shippingMethodSchema.extend({ id: z.uuid(), name: z.string(), freeFrom: z.record(z.string(), z.number()) })),
  })
  .meta({ id: 'AdminShippingZone' });
export type AdminShippingZone = z.infer<typeof adminShippingZoneSchema>;
export const adminShippingZoneListSchema = z.array(adminShippingZoneSchema);
