// The header's country and currency selector (docs/product/markets.md, "URLs"): each country a
// market lists, with the currency its prices are in, linking to the same page in that market; and,
// where the page's market offers several languages, the same page in each of them.
// Plain links: another market is another page (its prices, its prefix), loaded as a whole. A public
// page's first view leaves the server's markup of it as it is (a <details> opens without script:
// app/first-view-app.tsx), so this comes with the app.
import { marketForCountry, marketPathPrefix, pathInMarket } from '@store/contract/market-paths';
import { languageNames, isLanguage } from '@store/contract/languages';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMarkets } from '../../lib/markets';
import { usePageMarketPath } from '../../lib/page-market';
import { regionNames } from '../../lib/region-names';
import { marketChoices } from './market-choices';

/** `pathname`: the page's own path, below its prefix; the choices link to it in each market. */
export function MarketSelector({ pathname }: { pathname: string }) {
  const { country, language } = usePageMarketPath();
  const { t } = useLingui();
  const { data: markets } = useMarkets();
  const languageTitle = useId();
  const market = markets && marketForCountry(markets, country);
  const currency = market?.currency;
  const offered = (market?.languages ?? []).filter(isLanguage);
  const here = regionNames(language).of(country) ?? country;
  return (
    <details className="relative">
      {/* The name starts with what it shows ("DE · EUR"), then says what it is for. */}
      <summary className="btn btn-ghost btn-sm px-2">
        {country}
        {currency && <span className="font-normal"> · {currency}</span>}
        <span className="sr-only">
          {' '}
          {currency ? t`(${here}, prices in ${currency}): change country` : t`(${here}): change country`}
        </span>
      </summary>
      {markets && (
        <div className="absolute right-1 z-30 mt-2 max-h-[70vh] w-52 overflow-y-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
          {offered.length > 1 && (
            <>
              <p id={languageTitle} className="menu-title px-4 pt-2 pb-0">
                <Trans>Language</Trans>
              </p>
              <ul className="menu w-full flex-nowrap border-b border-base-300" aria-labelledby={languageTitle}>
                {offered.map((lang) => (
                  <li key={lang}>
                    <a
                      href={pathInMarket(marketPathPrefix(lang, country), pathname)}
                      hrefLang={`${lang}-${country}`}
                      lang={lang}
                      aria-current={lang === language ? 'true' : undefined}
                      className={lang === language ? 'menu-active' : undefined}
                    >
                      {languageNames[lang]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <ul className="menu w-full flex-nowrap">
            {marketChoices(markets, language).map((c) => (
              <li key={c.country}>
                <a href={pathInMarket(c.prefix, pathname)} hrefLang={c.locale} aria-current={c.country === country ? 'true' : undefined} className={c.country === country ? 'menu-active' : undefined}>
                  {c.name} <span className="opacity-70">{c.currency}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
