import { describe, expect, it } from 'vitest';
import { marketAlternates, marketForCountry, marketPathPrefix, pathInMarket, splitMarketPath } from './market-paths';

const markets = [
  { countries: ['US'], language: 'en', fallback: false },
  { countries: ['DE', 'AT'], language: 'en', fallback: false },
  { countries: ['CH'], language: 'de', fallback: false },
  { countries: [], language: 'en', fallback: true },
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

  it('name every listed country’s version once, in its market’s language, with x-default last', () => {
    expect(marketAlternates(markets)).toEqual([
      { hreflang: 'de-CH', prefix: '/de-ch' },
      { hreflang: 'en-AT', prefix: '/en-at' },
      { hreflang: 'en-DE', prefix: '/en-de' },
      { hreflang: 'en-US', prefix: '' },
      { hreflang: 'x-default', prefix: '' },
    ]);
  });
});
