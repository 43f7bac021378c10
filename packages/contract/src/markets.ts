// Markets on the wire (docs/product/markets.md): where the store sells, in which currency, with
// prices shown with or without tax, and the URL prefix each country's pages live under.
import { z } from 'zod';
import { currencyCode } from './money-schema';

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'An ISO 3166-1 country code, e.g. DE');

export const marketSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    currency: currencyCode,
    pricesIncludeTax: z.boolean().describe('true: prices are shown with tax ("incl. VAT"); false: tax is added at checkout'),
    language: z.string().regex(/^[a-z]{2}$/).describe('ISO 639-1: the language of its pages'),
    countries: z.array(countryCodeSchema).describe('The countries it serves; empty for the fallback market'),
    fallback: z.boolean().describe('It serves every country no other market lists'),
  })
  .meta({ id: 'Market' });
export type Market = z.infer<typeof marketSchema>;

export const marketListSchema = z.array(marketSchema).meta({ id: 'MarketList' });

/**
 * The path prefix of a country's pages in a market's language: `/en-de/`. The unprefixed pages are
 * the specification's and serve the base market in English.
 */
export const marketPrefix = (language: string, country: string): string => `/${language}-${country.toLowerCase()}/`;
