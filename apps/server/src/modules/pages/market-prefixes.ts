// Which market prefixes the pages answer (docs/product/markets.md, "URLs"): `/{language}-{country}`
// for every country, in each language the market that serves it offers (a listed country's market, else
// the fallback). The markets are read once and kept, re-read in the background when older than
// maxAgeMs (an owner's edit, here or on another instance), so a request never waits for them after
// the first.
import { countries, type Market } from '@store/contract';
import { homeCountry, marketAlternates, marketForCountry, type MarketAlternate, type MarketPath } from '@store/contract/market-paths';
import { StaleWhileRevalidate } from './stale-while-revalidate';

const isCountry = new Set<string>(countries.map(([code]) => code));

export interface MarketPrefixes {
  /** `served`: the prefix's pages exist; `home`: the unprefixed pages are these (moved there); `unknown`: 404. */
  resolve(path: MarketPath): 'served' | 'home' | 'unknown';
  /** Every market's version of a page, for its `hreflang` links. */
  alternates: MarketAlternate[];
}

/** The prefixes of `markets`. */
export function marketPrefixes(markets: readonly Market[]): MarketPrefixes {
  return {
    resolve({ prefix, language, country }) {
      if (prefix === '') return 'served';
      if (!isCountry.has(country)) return 'unknown';
      const market = marketForCountry(markets, country);
      if (!market || !(market.languages as readonly string[]).includes(language)) return 'unknown';
      return country === homeCountry && language === 'en' ? 'home' : 'served';
    },
    alternates: markets.length === 0 ? [] : marketAlternates(markets),
  };
}

/** The current prefixes: at once once read (re-read in the background when due), else after the first read. */
export function keptMarketPrefixes(read: () => Promise<Market[]>, maxAgeMs: number, onBackgroundError: (err: unknown) => void) {
  const kept = new StaleWhileRevalidate<MarketPrefixes>({ stamp: () => '', maxAgeMs, maxEntries: 1, onBackgroundError });
  const build = async () => marketPrefixes(await read());
  return {
    peek: () => kept.peek('markets', build),
    get: () => kept.get('markets', build),
  };
}
