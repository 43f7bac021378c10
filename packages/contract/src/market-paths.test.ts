import { describe, expect, it } from 'vitest';
import { countryPathPrefix, languagePathPrefix, marketAlternates, marketForCountry, marketPathPrefix, pathInMarket, splitMarketPath } from './market-paths';
import { pageLocale, type Language } from './languages';

const markets: { countries: string[]; languages: Language[]; fallback: boolean }[] = [
  { countries: ['US'], languages: ['en'], fallback: false },
  { countries: ['DE', 'AT', 'IT'], languages: ['en', 'de'], fallback: false },
  { countries: ['CH'], languages: ['de', 'fr'], fallback: false },
  { countries: [], languages: ['en', 'es'], fallback: true },
];

describe('market paths', () => {
  it('split a prefix from the page path, and leave the specification’s paths to the home country', () => {
    expect(splitMarketPath('/en-de/products/x')).toEqual({ prefix: '/en-de', language: 'en', country: 'DE', path: '/products/x' });
    expect(splitMarketPath('/en-de')).toEqual({ prefix: '/en-de', language: 'en', country: 'DE', path: '/' });
    expect(splitMarketPath('/products')).toEqual({ prefix: '', language: 'en', country: 'US', path: '/products' });
    // Only a whole first segment of two letters, a dash and two letters is a prefix.
    expect(splitMarketPath('/en-deutsch').prefix).toBe('');
    expect(splitMarketPath('/EN-DE/x').prefix).toBe('');
  });

  it('put a page in a market and back', () => {
    expect(marketPathPrefix('en', 'US')).toBe('');
    expect(marketPathPrefix('de', 'CH')).toBe('/de-ch');
    expect(pathInMarket('/en-de', '/')).toBe('/en-de');
    expect(pathInMarket('/en-de', '/products?category=jigsaws')).toBe('/en-de/products?category=jigsaws');
    expect(pathInMarket('', '/cart')).toBe('/cart');
  });

  it('find a country’s market, else the fallback', () => {
    expect(marketForCountry(markets, 'AT')).toBe(markets[1]);
    expect(marketForCountry(markets, 'AU')).toBe(markets[3]);
    expect(marketForCountry(markets.slice(0, 3), 'AU')).toBeUndefined();
  });

  it('name every listed country’s version once in each language its market offers, with x-default last', () => {
    expect(marketAlternates(markets)).toEqual([
      { hreflang: 'de-AT', prefix: '/de-at' },
      { hreflang: 'de-CH', prefix: '/de-ch' },
      { hreflang: 'de-DE', prefix: '/de-de' },
      { hreflang: 'de-IT', prefix: '/de-it' },
      { hreflang: 'en-AT', prefix: '/en-at' },
      { hreflang: 'en-DE', prefix: '/en-de' },
      { hreflang: 'en-IT', prefix: '/en-it' },
      { hreflang: 'en-US', prefix: '' },
      { hreflang: 'fr-CH', prefix: '/fr-ch' },
      { hreflang: 'x-default', prefix: '' },
    ]);
  });

  it('open a country’s pages in its own language when its market offers it, else in the market’s default', () => {
    expect(countryPathPrefix(markets[1]!, 'DE')).toBe('/de-de');
    expect(countryPathPrefix(markets[1]!, 'IT')).toBe('/en-it');
    expect(countryPathPrefix(markets[2]!, 'CH')).toBe('/de-ch');
    expect(countryPathPrefix(markets[0]!, 'US')).toBe('');
    expect(countryPathPrefix(markets[3]!, 'MX')).toBe('/es-mx');
    expect(countryPathPrefix(markets[3]!, 'AU')).toBe('/en-au');
  });
});

describe('a language’s pages, with no country known', () => {
  const market = (countries: string[], languages: Language[], fallback = false) => ({ countries, languages, fallback });
  it('are English unprefixed; another language under its own country first, else one that speaks it, else any', () => {
    const swiss = market(['CH'], ['de', 'fr']);
    const euro = market(['AT', 'DE', 'FR', 'ES'], ['en', 'de', 'fr', 'es']);
    expect(languagePathPrefix([swiss, euro], 'en')).toBe('');
    expect(languagePathPrefix([swiss, euro], 'de')).toBe('/de-de');
    expect(languagePathPrefix([swiss, euro], 'fr')).toBe('/fr-fr');
    expect(languagePathPrefix([swiss], 'fr')).toBe('/fr-ch');
    expect(languagePathPrefix([market(['AT'], ['en', 'de'])], 'de')).toBe('/de-at');
    expect(languagePathPrefix([market(['US', 'CA'], ['en', 'es'])], 'es')).toBe('/es-us');
    // No market offers it (or only the fallback, whose countries have no pages of their own): English.
    expect(languagePathPrefix([euro, market([], ['ja'], true)], 'ja')).toBe('');
  });
});

describe('a page’s locale', () => {
  it('is the country’s own where it writes the language, else the language’s', () => {
    expect(pageLocale('de', 'CH')).toBe('de-CH');
    expect(pageLocale('fr', 'CH')).toBe('fr-CH');
    expect(pageLocale('en', 'US')).toBe('en-US');
    expect(pageLocale('en', 'DE')).toBe('en');
    expect(pageLocale('es', 'DE')).toBe('es');
    // One page writes numbers and prices alike: English in Germany is 1,234.5 beside €1,234.50.
    expect(new Intl.NumberFormat(pageLocale('en', 'DE')).format(1234.5)).toBe('1,234.5');
  });
});
