// The Versions grid's rows and what they become: a product's options and variants as the grid edits
// them (text boxes hold text), the rows "Generate versions" makes from the options, and the body
// of PUT /api/product/{id}/variants. Pure, so the rules are tested without rendering.
import { variantMatrix, type Product, type ProductVariantsInput, type VariantInput } from '@store/contract';

export interface OptionDraft {
  name: string;
  /** Values as typed: comma-separated. */
  values: string;
}

export interface VersionRow {
  /** Its values by option name; {} for a product without options. */
  options: Record<string, string>;
  sku: string;
  gtin: string;
  price: string;
  available: string;
  minOrderQuantity: string;
  /** The stock the grid loaded (a saved version): the server applies the difference. */
  availableLoaded?: number;
  /** Left unticked: not sold any more (the server archives it). */
  sold: boolean;
  /** What the grid does not edit (weight, customs data, pictures), sent back as loaded so a save keeps it. */
  kept?: Pick<VariantInput, 'weightGrams' | 'hsCode' | 'originCountry' | 'images'>;
}

export const valuesOf = (option: OptionDraft): string[] =>
  option.values
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** What the grid shows for a product as loaded. */
export function draftOf(product: Product): { options: OptionDraft[]; rows: VersionRow[] } {
  return {
    options: (product.options ?? []).map((o) => ({ name: o.name, values: o.values.join(', ') })),
    rows: (product.variants ?? []).map((v) => ({
      options: v.options,
      sku: v.sku,
      gtin: v.gtin ?? '',
      price: String(v.price),
      available: String(v.available),
      minOrderQuantity: String(v.minOrderQuantity),
      availableLoaded: v.available,
      sold: true,
      kept: { weightGrams: v.weightGrams, hsCode: v.hsCode, originCountry: v.originCountry, images: v.images },
    })),
  };
}

/** A combination's label in option order: "230 V / EU". */
export const labelOf = (options: readonly OptionDraft[], values: Record<string, string>): string =>
  options.map((o) => values[o.name.trim()] ?? '?').join(' / ');

const skuPart = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/**
 * One row per combination of the options' values: a row the grid has keeps what was typed in it
 * (the row of a combination it extends too: the one version of a product without options becomes
 * its first combination), new ones start from the first row (its price, stock and minimum order;
 * its SKU with the values added), so the owner only changes what differs.
 */
export function generateRows(options: readonly OptionDraft[], rows: readonly VersionRow[], baseSku: string): VersionRow[] {
  const named = options.filter((o) => o.name.trim() !== '').map((o) => ({ name: o.name.trim(), values: valuesOf(o) }));
  const template = rows[0];
  const unused = [...rows];
  const takeRow = (combination: Record<string, string>) => {
    const exact = unused.findIndex((r) => named.every((o) => r.options[o.name] === combination[o.name]));
    const extended = exact >= 0 ? exact : unused.findIndex((r) => Object.entries(r.options).every(([name, value]) => combination[name] === value));
    return extended >= 0 ? unused.splice(extended, 1)[0] : undefined;
  };
  return variantMatrix(named).map((combination) => {
    const kept = takeRow(combination);
    if (kept) return { ...kept, options: combination };
    return {
      options: combination,
      sku: [baseSku, ...named.map((o) => skuPart(combination[o.name]!))].join('-'),
      gtin: '',
      price: template?.price ?? '',
      available: template?.available ?? '0',
      minOrderQuantity: template?.minOrderQuantity ?? '1',
      sold: true,
    };
  });
}

/** The body PUT sends: the ticked rows, the first the default; numbers as typed (the contract checks them). */
export function toVariantsInput(options: readonly OptionDraft[], rows: readonly VersionRow[]): ProductVariantsInput {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    options: options.filter((o) => o.name.trim() !== '').map((o) => ({ name: o.name.trim(), values: valuesOf(o) })),
    variants: rows
      .filter((r) => r.sold)
      .map((r) => ({
        sku: r.sku.trim(),
        ...(r.gtin.trim() !== '' && { gtin: r.gtin.trim() }),
        price: number(r.price),
        available: number(r.available),
        ...(r.availableLoaded !== undefined && { availableLoaded: r.availableLoaded }),
        minOrderQuantity: number(r.minOrderQuantity),
        options: r.options,
        ...r.kept,
      })),
  };
}
