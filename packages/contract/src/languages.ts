// The languages the store speaks (docs/product/markets.md, "Languages"): its pages, mails and
// invoices. English is the source of every text (the specification's own words); the others are
// translations of it (docs/decisions/0033). A market offers some of them; a country's pages open in
// its own language when its market offers it, else in the market's default.
export const languages = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (code: string): code is Language => (languages as readonly string[]).includes(code);

/** Each language in its own words, as a language switcher names it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', ja: '日本語' };

/** The store's languages each country writes officially, its first the one its pages open in. */
const countryLanguages: Record<string, readonly Language[]> = {
  DE: ['de'], AT: ['de'], LI: ['de'], CH: ['de', 'fr'], LU: ['fr', 'de'], BE: ['fr', 'de'],
  FR: ['fr'], MC: ['fr'],
  ES: ['es'], MX: ['es'], AR: ['es'], CL: ['es'], CO: ['es'], PE: ['es'], UY: ['es'], VE: ['es'], EC: ['es'], BO: ['es'], PY: ['es'], CR: ['es'], PA: ['es'], DO: ['es'], GT: ['es'], HN: ['es'], SV: ['es'], NI: ['es'], CU: ['es'],
  JP: ['ja'],
  US: ['en'], GB: ['en'], IE: ['en'], AU: ['en'], NZ: ['en'], SG: ['en'], IN: ['en'], ZA: ['en'], MT: ['en'], PH: ['en'], CA: ['en', 'fr'],
};

/** The language `country`'s pages open in: its own when `offered` has it, else the first offered (the market's default). */
export function defaultLanguageOf(country: string, offered: readonly string[]): string {
  const own = (countryLanguages[country] ?? []).find((l) => offered.includes(l));
  return own ?? offered[0] ?? 'en';
}

/**
 * The BCP 47 locale numbers, dates and prices are written in on `language`'s pages for `country`:
 * the country's own way where it writes that language (`de-CH`, `fr-CH`, `ja-JP`, `en-US`), else
 * the language's (English pages in Germany: `en`, so 1,234.50 beside €1,234.50, not 1.234,50).
 */
export const pageLocale = (language: string, country: string): string =>
  (countryLanguages[country] ?? []).includes(language as Language) ? `${language}-${country}` : language;

/** The languages a product or category may be translated into: every one but English, the source. */
export const contentLanguages = languages.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
export type ContentLanguage = (typeof contentLanguages)[number];
export const isContentLanguage = (code: string): code is ContentLanguage => (contentLanguages as readonly string[]).includes(code);
