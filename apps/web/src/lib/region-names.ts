// Countries' names in a language (Intl.DisplayNames), one instance per language, made when first asked for.
const byLanguage = new Map<string, Intl.DisplayNames>();

export function regionNames(language: string): Intl.DisplayNames {
  let names = byLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    byLanguage.set(language, names);
  }
  return names;
}
