// EU VAT identification numbers: their shape per member state, and whether a sale to a business is
// reverse-charged. Format only: a number of the right shape may still be unregistered, so zero-rating
// a sale for good also needs the number confirmed with the EU's VIES service, which is the caller's.
//
// The formats are the European Commission's table of VAT number structures per member state (the
// one VIES publishes), cross-checked against the country rules of the open-source jsvat library;
// where they differ the Commission's table wins (e.g. Belgian numbers may start with 1, French
// numbers may carry any two letters or digits before the nine digits). jsvat itself is not used:
// it is archived and no longer maintained.

/** The 27 member states by ISO 3166-1 alpha-2 code (Greece is GR here; its VAT prefix is EL). */
export const euMemberStates = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export type EuMemberState = (typeof euMemberStates)[number];

const memberStates: ReadonlySet<string> = new Set(euMemberStates);
export const isEuMemberState = (country: string): country is EuMemberState => memberStates.has(country);

/**
 * The national part of each member state's VAT number (after its two-letter prefix). Letters in
 * the Commission's table: 9 a digit, X a letter or digit, S a letter, digit, "+" or "*", L a letter.
 */
const formats: Readonly<Record<EuMemberState, RegExp>> = {
  AT: /^U\d{8}$/, // U + 8 digits
  BE: /^[01]\d{9}$/, // 10 digits, the first 0 or 1
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/, // 8 digits + a letter
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  // 9 characters, first and last a letter or digit, not both digits.
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[A-Z0-9]{2}\d{9}$/, // XX + 9 digits
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  // 9S99999L (the older form) or 9999999L, 9999999LL (the newer one, with a second letter).
  IE: /^(?:\d[A-Z0-9+*]\d{5}[A-Z]|\d{7}[A-Z]{1,2})$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/, // 9 digits + B + 2 digits
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/, // 12 digits, always ending 01
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The VAT prefix of a member state: its ISO code, but EL for Greece. */
export const vatPrefixOf = (country: EuMemberState): string => (country === 'GR' ? 'EL' : country);

/** "de 123.456-789 " → "DE123456789": what people type around the number goes (spaces, dots, dashes). */
export const normaliseVatNumber = (input: string): string => input.replace(/[\s.\-\u2010-\u2015]/g, '').toUpperCase();

export type VatNumberCheck =
  | { valid: true; vatNumber: string; country: EuMemberState }
  | {
      valid: false;
      vatNumber: string;
      /**
       * empty: nothing but separators; greek-prefix: GR given where Greece's VAT numbers start with
       * EL (worth telling the buyer); unknown-prefix: not an EU member state's prefix; format: the
       * member state's numbers do not look like this.
       */
      reason: 'empty' | 'greek-prefix' | 'unknown-prefix' | 'format';
    };

/** Whether the input, normalised, has the shape of a VAT number of an EU member state. */
export function checkVatNumber(input: string): VatNumberCheck {
  const vatNumber = normaliseVatNumber(input);
  if (vatNumber === '') return { valid: false, vatNumber, reason: 'empty' };
  const prefix = vatNumber.slice(0, 2);
  if (prefix === 'GR') return { valid: false, vatNumber, reason: 'greek-prefix' };
  const country = prefix === 'EL' ? 'GR' : prefix;
  if (!isEuMemberState(country)) return { valid: false, vatNumber, reason: 'unknown-prefix' };
  return formats[country].test(vatNumber.slice(2)) ? { valid: true, vatNumber, country } : { valid: false, vatNumber, reason: 'format' };
}

export interface ReverseChargeInput {
  /** Where the goods are sold and dispatched from, ISO 3166-1 alpha-2. */
  sellerCountry: string;
  /** What the buyer typed, if anything. */
  buyerVatNumber?: string | null;
  /** Where the goods go, ISO 3166-1 alpha-2. */
  shippingCountry: string;
}

export type ReverseChargeDecision =
  | {
      reverseCharge: true;
      /** A tax-exempt supply of goods to a business in another member state; the buyer accounts for the VAT. */
      /**
       * intra-community-supply: an EU seller ships to a business in another member state;
       * business-import: a seller outside the EU ships to a business in the member state of its
       * number, which pays the import VAT itself.
       */
      reason: 'intra-community-supply' | 'business-import';
      vatNumber: string;
      buyerCountry: EuMemberState;
    }
  | {
      reverseCharge: false;
      reason:
        | 'no-vat-number'
        | 'invalid-vat-number'
        | 'number-of-another-country'
        | 'buyer-in-seller-country'
        | 'shipping-outside-eu'
        | 'shipping-within-seller-country';
    };

/**
 * Whether a sale is reverse-charged (no VAT on the invoice): the buyer gives a VAT number of the
 * right shape, and either the seller is in the EU and the goods go to another member state than
 * the seller's (from a buyer of another member state than the seller's), or the seller is outside
 * the EU and the goods go to the member state of the buyer's number (a business import). Goods
 * that stay in the seller's country are a domestic sale whatever the buyer's number; goods leaving
 * the EU are an export, which the tax calculation treats on its own (hence 'shipping-outside-eu'
 * rather than a verdict on the VAT).
 */
export function reverseCharge({ sellerCountry, buyerVatNumber, shippingCountry }: ReverseChargeInput): ReverseChargeDecision {
  const seller = sellerCountry.trim().toUpperCase();
  const shipping = shippingCountry.trim().toUpperCase();
  if (!buyerVatNumber || normaliseVatNumber(buyerVatNumber) === '') return { reverseCharge: false, reason: 'no-vat-number' };
  const check = checkVatNumber(buyerVatNumber);
  if (!check.valid) return { reverseCharge: false, reason: 'invalid-vat-number' };
  if (!isEuMemberState(seller)) {
    if (!isEuMemberState(shipping)) return { reverseCharge: false, reason: 'shipping-outside-eu' };
    if (check.country !== shipping) return { reverseCharge: false, reason: 'number-of-another-country' };
    return { reverseCharge: true, reason: 'business-import', vatNumber: check.vatNumber, buyerCountry: check.country };
  }
  if (check.country === seller) return { reverseCharge: false, reason: 'buyer-in-seller-country' };
  if (!isEuMemberState(shipping)) return { reverseCharge: false, reason: 'shipping-outside-eu' };
  if (shipping === seller) return { reverseCharge: false, reason: 'shipping-within-seller-country' };
  return { reverseCharge: true, reason: 'intra-community-supply', vatNumber: check.vatNumber, buyerCountry: check.country };
}
