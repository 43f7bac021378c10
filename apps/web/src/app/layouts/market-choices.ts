// The countries the header's selector and the market suggestion offer, one per country a market lists.
import { countryPathPrefix } from '@store/contract/market-paths';
import { defaultLanguageOf } from '@store/contract/languages';
import type { Market } from '@store/contract';
import { regionNames } from '../../lib/region-names';

export interface MarketChoice {
  marketId: string;
  country: string;
  /** The country's name in the page's language. */
  name: string;
  currency: string;
  /** BCP 47: the language the country's pages open in, and the country. */
  locale: string;
  prefix: string;
}

/** One choice per country a market lists (the fallback's countries are every other), by name in `language` (the page's). */
export function marketChoices(markets: readonly Market[], language = 'en'): MarketChoice[] {
  const names = regionNames(language);
  return markets
    .filter((m) => !m.fallback)
    .flatMap((m) =>
      m.countries.map((country) => ({
        marketId: m.id,
        country,
        name: names.of(country) ?? country,
        currency: m.currency,
        locale: `${defaultLanguageOf(country, m.languages)}-${country}`,
        prefix: countryPathPrefix(m, country),
      })),
    )
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
