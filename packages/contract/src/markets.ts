// Markets on the wire (docs/product/markets.md): where the store sells, in which currency, with
// prices shown with or without tax, and the URL prefix each country's pages live under.
import { z } from 'zod';
import { currencyCode } from './money-schema';
import { singleLineText } from './text';
import { languages } from './languages';

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'An ISO 3166-1 country code, e.g. DE');

export const marketSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    currency: currencyCode,
    pricesIncludeTax: z.boolean().describe('true: prices are shown with tax ("incl. VAT"); false: tax is added at checkout'),
    language: z.enum(languages).describe('ISO 639-1: the default language of its pages'),
    languages: z.array(z.enum(languages)).describe('Every language its pages are offered in, the default first'),
    countries: z.array(countryCodeSchema).describe('The countries it serves; empty for the fallback market'),
    fallback: z.boolean().describe('It serves every country no other market lists'),
  })
  .meta({ id: 'Market' });
export type Market = z.infer<typeof marketSchema>;

export const marketListSchema = z.array(marketSchema).meta({ id: 'MarketList' });

/** GET /api/shipping/countries: where a delivery method goes (the cart page names a country it does not). */
export const shippingCountriesSchema = z
  .object({ countries: z.array(countryCodeSchema).describe('Every country a shipping zone with at least one method covers, sorted') })
  .meta({ id: 'ShippingCountries' });
export type ShippingCountries = z.infer<typeof shippingCountriesSchema>;
export type MarketList = z.infer<typeof marketListSchema>;

/**
 * `country` of the public reads priced in a shopper's market (products, the cart): an ISO 3166-1
 * alpha-2 code in either case, read as upper case. Its market (the one listing it, else the
 * fallback) decides the currency and the versions on sale; without it, the store's own prices.
 */
export const marketCountryQuery = z.object({
  country: singleLineText()
    .regex(/^[A-Za-z]{2}$/, 'country is an ISO 3166-1 alpha-2 code, e.g. DE')
    .transform((c) => c.toUpperCase())
    .optional()
    .describe(
      "The shopper's country (ISO 3166-1 alpha-2, either case): prices are in its market's currency and versions the market does not sell are left out; " +
        "without it, or for a market that sells everything in the store's currency, the store's own prices",
    ),
});
export type MarketCountryQuery = z.infer<typeof marketCountryQuery>;
