// The languages the store speaks (docs/product/markets.md, "Languages"): its pages, mails and
// invoices. English is the source of every text (the specification's own words); the others are
// translations of it (docs/decisions/0033). A market offers some of them; a country's pages open in
// its own language when its market offers it, else in the market's default.
export const languages = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (code: string): code is Language => (languages as readonly string[]).includes(code);

/** Each language in its own words, as a language switcher names it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', ja: '日本語' };

/** Countries whose people read one of the store's languages first (the first listed where several are official). */
const countryLanguage: Record<string, Language> = {
  DE: 'de', AT: 'de', CH: 'de', LI: 'de',
  FR: 'fr', BE: 'fr', LU: 'fr', MC: 'fr',
  ES: 'es', MX: 'es', AR: 'es', CL: 'es', CO: 'es', PE: 'es', UY: 'es', VE: 'es', EC: 'es', BO: 'es', PY: 'es', CR: 'es', PA: 'es', DO: 'es', GT: 'es', HN: 'es', SV: 'es', NI: 'es', CU: 'es',
  JP: 'ja',
};

/** The language `country`'s pages open in: its own when `offered` has it, else the first offered (the market's default). */
export function defaultLanguageOf(country: string, offered: readonly string[]): string {
  const own = countryLanguage[country];
  return own !== undefined && offered.includes(own) ? own : (offered[0] ?? 'en');
}

/** The BCP 47 locale numbers, dates and prices are written in on `language`'s pages for `country`: `de-CH`, `ja-JP`. */
export const pageLocale = (language: string, country: string): string => `${language}-${country}`;
