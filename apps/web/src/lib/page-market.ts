// The market of the page the browser shows, from its URL prefix (docs/product/markets.md, "URLs"):
// product and cart reads ask for its prices. A page's market never changes under it: moving to
// another market is a page load (the header's selector), so reading the address is enough.
import { createContext, useContext } from 'react';
import { splitMarketPath, type MarketPath } from '@store/contract/market-paths';

/** The market path of the page shown; the unprefixed (home) market on the server, which reads through its own data source. */
export const pageMarket = (): MarketPath => splitMarketPath(typeof location === 'undefined' ? '/' : location.pathname);

/**
 * `apiPath` asking for the prices of the page's market (`country=DE` under /en-de) and, on a page
 * in another language than English, names and descriptions in it (`&lang=de` under /de-de);
 * unchanged on unprefixed pages.
 */
export function inPageMarket(apiPath: string): string {
  const { prefix, country, language } = pageMarket();
  if (prefix === '') return apiPath;
  return `${apiPath}${apiPath.includes('?') ? '&' : '?'}country=${country}${language === 'en' ? '' : `&lang=${language}`}`;
}

const MarketPrefixContext = createContext('');
/** The market prefix the page renders under: the router's basename, known on the server too. */
export const MarketPrefixProvider = MarketPrefixContext.Provider;

/** The page's market path (its prefix, language and country), on the server as in the browser. */
export const usePageMarketPath = (): MarketPath => splitMarketPath(useContext(MarketPrefixContext) || '/');
