// Where each market's pages live (docs/product/markets.md, "URLs"): under `/{language}-{country}`,
// Shopify Markets' subfolders: /en-de/products/… for Germany. The unprefixed paths are the
// specification's and serve the home country (the United States) in English. Shared by the
// server (which answers an unknown prefix with 404) and the web app (the router's basename).
import type { Market } from './markets';
import { defaultLanguageOf } from './languages';

/** The country the unprefixed pages serve: the specification's store sells from and to the United States. */
export const homeCountry = 'US';

export interface MarketPath {
  /** `/en-de`; '' for an unprefixed path. */
  prefix: string;
  language: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** The page's own path, as the specification names it: `/products`, `/`. */
  path: string;
}

const prefixed = /^\/([a-z]{2})-([a-z]{2})(?=\/|$)/;

/** Splits `/en-de/products` into `/en-de`, `en`, `DE` and `/products`. An unprefixed path is the home country's in English. */
export function splitMarketPath(pathname: string): MarketPath {
  const m = prefixed.exec(pathname);
  if (!m) return { prefix: '', language: 'en', country: homeCountry, path: pathname };
  return { prefix: m[0], language: m[1]!, country: m[2]!.toUpperCase(), path: pathname.slice(m[0].length) || '/' };
}

/** The prefix of `country`'s pages in `language`; '' for the home country in English (the unprefixed pages). */
export const marketPathPrefix = (language: string, country: string): string =>
  language === 'en' && country === homeCountry ? '' : `/${language}-${country.toLowerCase()}`;

/** `path` (a page's own, `/products`) under `prefix`; the landing page is the prefix itself. */
export const pathInMarket = (prefix: string, path: string): string => (prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`);

/** The market that serves `country`: the one listing it, else the fallback (Rest of world). */
export const marketForCountry = <M extends Pick<Market, 'countries' | 'fallback'>>(markets: readonly M[], country: string): M | undefined =>
  markets.find((m) => m.countries.includes(country)) ?? markets.find((m) => m.fallback);

export interface MarketAlternate {
  /** BCP 47 as hreflang writes it: `en-DE`, or `x-default`. */
  hreflang: string;
  prefix: string;
}

/** The prefix `country`'s pages open at: in its own language when its market offers it, else the market's default. */
export const countryPathPrefix = (market: Pick<Market, 'languages'>, country: string): string => marketPathPrefix(defaultLanguageOf(country, market.languages), country);

/** The country each language is first spoken in, whose pages a link in that language prefers. */
const firstCountryOf: Record<string, string> = { de: 'DE', fr: 'FR', es: 'ES', ja: 'JP' };

/**
 * Where a page in `language` lives when no country is known (a mail's links: an account has a
 * language, not a country): English at the unprefixed pages; another language under a country whose
 * market offers it: the language's first country (German: /de-de), else one that speaks it (/de-ch),
 * else any (/de-at under a market that offers German); the unprefixed pages when no market does.
 */
export function languagePathPrefix(markets: readonly Pick<Market, 'countries' | 'languages' | 'fallback'>[], language: string): string {
  if (language === 'en') return '';
  const offering = markets.filter((m) => !m.fallback && (m.languages as readonly string[]).includes(language));
  const countries = offering.flatMap((m) => m.countries.map((country) => ({ country, speaks: defaultLanguageOf(country, m.languages) === language })));
  const chosen = countries.find((c) => c.country === firstCountryOf[language]) ?? countries.find((c) => c.speaks) ?? countries[0];
  return chosen ? marketPathPrefix(language, chosen.country) : '';
}

/**
 * The versions of a page search engines are told about (`hreflang`): every country a market lists,
 * in each language it offers, and the unprefixed pages as `x-default`. The fallback market's
 * countries are not listed one by one (every other country in the world): they share the
 * unprefixed pages' prices.
 */
export function marketAlternates(markets: readonly Pick<Market, 'countries' | 'languages' | 'fallback'>[]): MarketAlternate[] {
  const alternates: MarketAlternate[] = [];
  for (const market of markets) {
    if (market.fallback) continue;
    for (const country of market.countries) {
      for (const language of market.languages) alternates.push({ hreflang: `${language}-${country}`, prefix: marketPathPrefix(language, country) });
    }
  }
  alternates.sort((a, b) => a.hreflang.localeCompare(b.hreflang));
  return [...alternates, { hreflang: 'x-default', prefix: '' }];
}
