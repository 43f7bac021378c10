// Addresses as each country writes them, for selling abroad: the region (state, province, prefecture)
// an address names and whether it must, what its postal code looks like, and the order of the fields
// on the form and on a parcel. Without zod: only the checkout form's lazy chunk and the server import
// it. The checkout's own address rules (./checkout.ts) stay as they are; these add to them.
import { countries } from './countries-data';
import { regionLists } from './address-regions-data';

export type AddressField = 'line1' | 'line2' | 'city' | 'region' | 'postalCode';

/**
 * What is written on an address. `region` is an ISO 3166-2 code ('US-CA', 'JP-13') where the country
 * has a list (./address-regions-data.ts), so tax and carriers get one spelling; free text elsewhere.
 */
export interface AddressLines {
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
}
export interface RegionalAddress extends AddressLines {
  country: string;
}

export interface Region {
  /** ISO 3166-2, the value an address stores: 'US-CA', 'JP-13'. */
  code: string;
  /** English name, for the picker: 'California', 'Tokyo'. */
  name: string;
  /** What the address line carries where the country writes regions short ('CA', 'NSW', 'SP'). */
  abbreviation?: string;
}

interface RegionRule {
  label: string;
  required: boolean;
  /** Written as its abbreviation ("San Francisco, CA 94107") rather than its name. */
  abbreviated?: boolean;
}

interface PostalRule {
  label: string;
  required: boolean;
  pattern?: RegExp;
  example?: string;
  /** Where the space or hyphen goes (from the end when negative), so "k1a0b1" is kept as "K1A 0B1". */
  gap?: readonly [number, string];
  /** The label inside a sentence, where lower-casing its first letter would be wrong. */
  noun?: string;
}

interface CountryFormat {
  /** The written lines, top to bottom; `{field}`s sharing a line keep the text between them. */
  lines: readonly string[];
  city?: string;
  region?: RegionRule;
  postal?: PostalRule;
}

const street = ['{line1}', '{line2}'] as const;
const postalThenCity = [...street, '{postalCode} {city}'];
const cityThenPostal = [...street, '{city} {postalCode}'];
const oneFieldALine = [...street, '{city}', '{region}', '{postalCode}'];

const postalRule = (label: string, pattern: RegExp, example: string, gap?: readonly [number, string]): PostalRule => ({
  label,
  required: true,
  pattern,
  example,
  ...(gap ? { gap } : {}),
});
const digits = (pattern: RegExp, example: string): PostalRule => postalRule('Postal code', pattern, example);

// The postal patterns are ./checkout.ts's (the tests hold them equal), so the two never disagree on a
// code's shape; the labels, examples and gaps are what this module adds.
const formats: Readonly<Record<string, CountryFormat>> = {
  US: {
    lines: [...street, '{city}, {region} {postalCode}'],
    region: { label: 'State', required: true, abbreviated: true },
    postal: { ...postalRule('ZIP code', /^\d{5}(-\d{4})?$/, '94107', [5, '-']), noun: 'ZIP code' },
  },
  CA: {
    lines: [...street, '{city} {region} {postalCode}'],
    region: { label: 'Province', required: true, abbreviated: true },
    postal: postalRule('Postal code', /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, 'K1A 0B1', [3, ' ']),
  },
  AU: {
    lines: [...street, '{city} {region} {postalCode}'],
    city: 'Suburb',
    region: { label: 'State/Territory', required: true, abbreviated: true },
    postal: postalRule('Postcode', /^\d{4}$/, '2000'),
  },
  // Japanese order, from the largest place down; the building (line 2) comes last.
  JP: {
    lines: ['{postalCode}', '{region} {city}', '{line1}', '{line2}'],
    region: { label: 'Prefecture', required: true },
    postal: postalRule('Postal code', /^\d{3}-?\d{4}$/, '100-0001', [3, '-']),
  },
  // Mexican, Brazilian and Indian addresses always name the state; Brazil taxes by it (ICMS), India
  // by the state of delivery (GST).
  MX: {
    lines: [...street, '{postalCode} {city}, {region}'],
    region: { label: 'State', required: true },
    postal: digits(/^\d{5}$/, '06000'),
  },
  BR: {
    lines: [...street, '{city} - {region}', '{postalCode}'],
    region: { label: 'State', required: true, abbreviated: true },
    postal: { ...postalRule('CEP', /^\d{5}-?\d{3}$/, '01310-100', [5, '-']), noun: 'CEP' },
  },
  IN: {
    lines: [...street, '{city} {postalCode}', '{region}'],
    region: { label: 'State', required: true },
    postal: { ...postalRule('PIN code', /^\d{6}$/, '110001'), noun: 'PIN code' },
  },
  // The postal code alone finds the town; the province's two letters are customary, not needed.
  IT: {
    lines: [...street, '{postalCode} {city} {region}'],
    region: { label: 'Province', required: false, abbreviated: true },
    postal: digits(/^\d{5}$/, '00184'),
  },
  GB: {
    lines: [...street, '{city}', '{postalCode}'],
    city: 'Town/City',
    postal: postalRule('Postcode', /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, 'SW1A 1AA', [-3, ' ']),
  },
  // Irish post arrives without an Eircode, so it is optional (as at checkout), but checked when given.
  IE: {
    lines: oneFieldALine,
    city: 'Town',
    region: { label: 'County', required: false },
    postal: { ...postalRule('Eircode', /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/, 'D02 X285', [3, ' ']), required: false, noun: 'Eircode' },
  },
  DE: { lines: postalThenCity, postal: digits(/^\d{5}$/, '10115') },
  FR: { lines: postalThenCity, postal: digits(/^\d{5}$/, '75001') },
  ES: { lines: postalThenCity, postal: digits(/^\d{5}$/, '28001') },
  NL: { lines: postalThenCity, postal: postalRule('Postal code', /^\d{4} ?[A-Z]{2}$/, '1012 AB', [4, ' ']) },
  BE: { lines: postalThenCity, postal: digits(/^\d{4}$/, '1000') },
  CH: { lines: postalThenCity, postal: digits(/^\d{4}$/, '8001') },
  AT: { lines: postalThenCity, postal: digits(/^\d{4}$/, '1010') },
  DK: { lines: postalThenCity, postal: digits(/^\d{4}$/, '1050') },
  NO: { lines: postalThenCity, postal: digits(/^\d{4}$/, '0150') },
  SE: { lines: postalThenCity, postal: postalRule('Postal code', /^\d{3} ?\d{2}$/, '114 55', [3, ' ']) },
  FI: { lines: postalThenCity, postal: digits(/^\d{5}$/, '00100') },
  PL: { lines: postalThenCity, postal: digits(/^\d{2}-\d{3}$/, '00-950') },
  CZ: { lines: postalThenCity, postal: postalRule('Postal code', /^\d{3} ?\d{2}$/, '110 00', [3, ' ']) },
  PT: { lines: postalThenCity, postal: digits(/^\d{4}-\d{3}$/, '1100-148') },
  NZ: { lines: cityThenPostal, postal: postalRule('Postcode', /^\d{4}$/, '6011') },
  SG: { lines: cityThenPostal, postal: digits(/^\d{6}$/, '018956') },
  ZA: { lines: [...street, '{city}', '{postalCode}'], postal: digits(/^\d{4}$/, '8001') },
  CN: {
    lines: [...street, '{city}', '{region}, {postalCode}'],
    region: { label: 'Province', required: false },
    postal: digits(/^\d{6}$/, '100000'),
  },
  KR: { lines: oneFieldALine, region: { label: 'Province', required: false }, postal: digits(/^\d{5}$/, '03187') },
  RU: { lines: oneFieldALine, region: { label: 'Region', required: false }, postal: digits(/^\d{6}$/, '101000') },
  // Elsewhere in Europe, the postal code before the town too; their codes are not checked (yet).
  ...Object.fromEntries(
    ['BG', 'CY', 'EE', 'GR', 'HR', 'IS', 'LI', 'LT', 'LU', 'MC', 'SI', 'SK'].map((c) => [c, { lines: postalThenCity }]),
  ),
};

// Any other country: every field on its own line, an optional free-text region, and a postal code
// that is optional and only kept short (./checkout.ts still asks for one where a country is not on
// its list of countries without them).
const fallback: CountryFormat = { lines: oneFieldALine, region: { label: 'Region', required: false } };
const fallbackPostal: PostalRule = { label: 'Postal code', required: false };

/** Countries without postal codes (./checkout.ts's list): their form has no postal-code field. */
const noPostalCodes: ReadonlySet<string> = new Set([
  'AE', 'AG', 'AO', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BS', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI', 'CK', 'CM', 'DJ', 'DM', 'ER', 'FJ',
  'GA', 'GD', 'GH', 'GM', 'GQ', 'GY', 'HK', 'IE', 'KI', 'KM', 'KN', 'KP', 'LC', 'ML', 'MO', 'MR', 'MW', 'NR', 'NU', 'QA', 'RW',
  'SB', 'SC', 'SL', 'SR', 'ST', 'SY', 'TF', 'TG', 'TK', 'TL', 'TO', 'TV', 'UG', 'VU', 'YE', 'ZW',
]);

export const postalCodeMaxLength = 20;
export const regionMaxLength = 100;

const formatOf = (country: string): CountryFormat => (Object.hasOwn(formats, country) ? formats[country] : undefined) ?? fallback;
const postalOf = (country: string): PostalRule | undefined =>
  formatOf(country).postal ?? (noPostalCodes.has(country) ? undefined : fallbackPostal);

export interface PostalCodeFormat {
  label: string;
  required: boolean;
  /** Tested against the trimmed, upper-case code; absent where any short text will do. */
  pattern?: RegExp;
  example?: string;
}

/** `country`'s postal code (its label, whether it is needed, its shape); undefined where it has none. */
export function postalCodeFormat(country: string): PostalCodeFormat | undefined {
  const rule = postalOf(country);
  if (!rule) return undefined;
  const { label, required, pattern, example } = rule;
  return { label, required, ...(pattern && example ? { pattern, example } : {}) };
}

const fieldsIn = (line: string): AddressField[] => [...line.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as AddressField);

// The Aosta Valley's region stands for its one province, whose letters are AO.
const abbreviationExceptions: Readonly<Record<string, string>> = { 'IT-23': 'AO' };
// India's codes before ISO's 2023 change, still sent by older systems.
const formerCodes: Readonly<Record<string, string>> = { 'IN-CT': 'IN-CG', 'IN-OR': 'IN-OD', 'IN-TG': 'IN-TS', 'IN-UT': 'IN-UK' };

const regionCache = new Map<string, readonly Region[]>();
/** The regions an address in `country` picks from, in the picker's order; empty where it has no list. */
export function regionsOf(country: string): readonly Region[] {
  const cached = regionCache.get(country);
  if (cached) return cached;
  const list: readonly (readonly [string, string])[] = Object.hasOwn(regionLists, country)
    ? regionLists[country as keyof typeof regionLists]
    : [];
  const abbreviated = formatOf(country).region?.abbreviated ?? false;
  const regions = list.map(([suffix, name]): Region => {
    const iso = `${country}-${suffix}`;
    return abbreviated ? { code: iso, name, abbreviation: abbreviationExceptions[iso] ?? suffix } : { code: iso, name };
  });
  regionCache.set(country, regions);
  return regions;
}

const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toUpperCase();

/**
 * The region `text` means in `country`: its ISO code ('US-CA'), the code's last part ('CA', 'ca'),
 * its name in any case and with or without accents ('quebec'), or one of India's former codes.
 * For imported and saved addresses; what an address stores is the region's `code`.
 */
export function findRegion(country: string, text: string): Region | undefined {
  const wanted = plain(text);
  if (!wanted) return undefined;
  const iso = formerCodes[wanted] ?? (wanted.startsWith(`${country}-`) ? wanted : `${country}-${wanted}`);
  const regions = regionsOf(country);
  return regions.find((r) => r.code === iso) ?? regions.find((r) => plain(r.name) === wanted || r.abbreviation === wanted);
}

export interface AddressLayoutField {
  field: AddressField;
  label: string;
  required: boolean;
  /** The written line it belongs to: fields sharing one ("10115 Berlin") can sit side by side. */
  line: number;
  /** The region picker's choices; absent where the region is free text. */
  options?: readonly Region[];
  /** A postal code as the country writes it, for a placeholder. */
  example?: string;
}

/** The address fields of `country` in the order it writes them, with their labels. */
export function addressLayout(country: string): AddressLayoutField[] {
  const format = formatOf(country);
  const postal = postalOf(country);
  const regions = regionsOf(country);
  const describe = (field: AddressField, line: number): AddressLayoutField | undefined => {
    switch (field) {
      case 'line1':
        return { field, label: 'Address line 1', required: true, line };
      case 'line2':
        return { field, label: 'Address line 2', required: false, line };
      case 'city':
        return { field, label: format.city ?? 'City', required: true, line };
      case 'region':
        if (!format.region) return undefined;
        return {
          field,
          label: format.region.label,
          required: format.region.required,
          line,
          ...(regions.length > 0 ? { options: regions } : {}),
        };
      case 'postalCode':
        if (!postal) return undefined;
        return { field, label: postal.label, required: postal.required, line, ...(postal.example ? { example: postal.example } : {}) };
    }
  };
  return format.lines.flatMap((text, line) => fieldsIn(text).flatMap((field) => describe(field, line) ?? []));
}

/**
 * The postal code as `country` writes it: trimmed, upper case, and where the country's pattern
 * matches, its space or hyphen in place ("k1a0b1" → "K1A 0B1", "1000001" → "100-0001").
 */
export function normalisePostalCode(country: string, postalCode: string): string {
  const upper = postalCode.trim().replace(/\s+/g, ' ').toUpperCase();
  const rule = postalOf(country);
  if (!rule?.pattern || !rule.gap || !rule.pattern.test(upper)) return upper;
  const compact = upper.replace(/[\s-]/g, '');
  const [offset, separator] = rule.gap;
  const at = offset < 0 ? compact.length + offset : offset;
  return at > 0 && at < compact.length ? `${compact.slice(0, at)}${separator}${compact.slice(at)}` : compact;
}

const countryNames: ReadonlyMap<string, string> = new Map(countries);

/**
 * The address's lines as `country` writes them (for mails and invoices), empty lines left out, then
 * the country's name unless `withCountry` is false. A region from the list is written as the country
 * writes it ("CA" in the US, "Tokyo" in Japan); free text as given.
 */
export function formatAddressLines(address: AddressLines, country: string, { withCountry = true } = {}): string[] {
  const region = address.region ? findRegion(country, address.region) : undefined;
  const values: Record<AddressField, string> = {
    line1: address.line1.trim(),
    line2: address.line2?.trim() ?? '',
    city: address.city.trim(),
    region: region ? (region.abbreviation ?? region.name) : (address.region?.trim() ?? ''),
    postalCode: normalisePostalCode(country, address.postalCode ?? ''),
  };
  const lines = formatOf(country).lines.map((template) => {
    // The text after the last field written joins it to the next one written: without a state,
    // "Sydney 2000"; without a postcode, "Sydney NSW".
    const parts = template.split(/\{(\w+)\}/);
    let text = '';
    let between = '';
    for (let i = 1; i < parts.length; i += 2) {
      const value = values[parts[i] as AddressField];
      if (!value) continue;
      text += (text ? between : '') + value;
      between = parts[i + 1] ?? '';
    }
    return text;
  });
  if (withCountry) lines.push(countryNames.get(country) ?? country);
  return lines.filter(Boolean);
}

const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const regionNoun = (rule: RegionRule): string => rule.label.toLowerCase().replace('/', ' or ');
const postalNoun = (rule: PostalRule): string => rule.noun ?? rule.label.toLowerCase();

export const regionalAddressMessages = {
  regionRequired: (noun: string) => `Choose ${withArticle(noun)}`,
  regionTooLong: (noun: string) => `Enter ${withArticle(noun)} of at most ${regionMaxLength} characters`,
  postalCodeRequired: (noun: string) => `Enter ${withArticle(noun)}`,
  postalCodeInvalid: (noun: string, example: string) => `Enter ${withArticle(noun)} like ${example}`,
  postalCodeTooLong: (noun: string) => `Enter ${withArticle(noun)} of at most ${postalCodeMaxLength} characters`,
} as const;

export type RegionalAddressErrors = Partial<Record<'region' | 'postalCode', string>>;

/**
 * What is wrong with the address's region and postal code for its country, field by field ({} when
 * nothing): "Choose a state", "Enter a ZIP code like 94107". The other fields are the checkout's.
 */
export function validateRegionalAddress(address: Pick<RegionalAddress, 'country' | 'region' | 'postalCode'>): RegionalAddressErrors {
  const errors: RegionalAddressErrors = {};
  const { country } = address;
  const regionRule = formatOf(country).region;
  const region = address.region?.trim() ?? '';
  if (regionRule) {
    const regions = regionsOf(country);
    const noun = regionNoun(regionRule);
    if (regions.length > 0) {
      // A picked region is its code; anything else (a typed name, another country's code) is not one.
      const picked = regions.some((r) => r.code === region);
      if (!picked && (region || regionRule.required)) errors.region = regionalAddressMessages.regionRequired(noun);
    } else if (!region && regionRule.required) errors.region = regionalAddressMessages.regionRequired(noun);
    else if (region.length > regionMaxLength) errors.region = regionalAddressMessages.regionTooLong(noun);
  }
  const postal = postalOf(country);
  const postalCode = address.postalCode?.trim().toUpperCase() ?? '';
  if (postal) {
    const noun = postalNoun(postal);
    if (!postalCode) {
      if (postal.required) errors.postalCode = regionalAddressMessages.postalCodeRequired(noun);
    } else if (postal.pattern && postal.example) {
      if (!postal.pattern.test(postalCode)) errors.postalCode = regionalAddressMessages.postalCodeInvalid(noun, postal.example);
    } else if (postalCode.length > postalCodeMaxLength) errors.postalCode = regionalAddressMessages.postalCodeTooLong(noun);
  }
  return errors;
}

/**
 * The same errors as issues, for a zod schema's `.superRefine(refineRegionalAddress)`; typed by
 * shape so this module needs no zod.
 */
export function refineRegionalAddress(
  address: Pick<RegionalAddress, 'country' | 'region' | 'postalCode'>,
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  for (const [field, message] of Object.entries(validateRegionalAddress(address))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}
