// Numbers, prices and dates as the page's readers write them (docs/decisions/0033): the locale is
// the page's language and country (`de-CH`: CHF 1'234.50; `ja-JP`: ￥12,340), from its URL prefix;
// `en-US` on the unprefixed pages. Money keeps its one formatter (formatMoney), given the locale.
import { useMemo } from 'react';
import { formatMoney, type Money } from '@store/contract/money';
import { pageLocale } from '@store/contract/languages';
import { usePageMarketPath } from './page-market';

export interface PageFormat {
  locale: string;
  money(m: Money): string;
  number(n: number): string;
  date(d: Date | string, options?: Intl.DateTimeFormatOptions): string;
}

export function pageFormat(locale: string): PageFormat {
  const numbers = new Intl.NumberFormat(locale);
  return {
    locale,
    money: (m) => formatMoney(m, locale),
    number: (n) => numbers.format(n),
    date: (d, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(locale, options).format(typeof d === 'string' ? new Date(d) : d),
  };
}

/** The page's formatting, on the server as in the browser. */
export function usePageFormat(): PageFormat {
  const { language, country } = usePageMarketPath();
  const locale = pageLocale(language, country);
  return useMemo(() => pageFormat(locale), [locale]);
}
