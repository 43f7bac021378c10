import type { ProductOption, ProductSpecs as Specs, ProductVariant } from '@store/contract';
import { storeMessages } from '@store/contract/messages';

type Key = keyof Specs;
const number = (n: number) => n.toLocaleString('en-US');
/** Each attribute's label and how its value reads, in the order the table lists them. */
const rows: Array<[Key, string, (v: never) => string]> = [
  ['powerW', 'Power', (v: number) => `${number(v)} W`],
  ['voltageV', 'Voltage', (v: number) => `${number(v)} V`],
  ['bladeDiameterMm', 'Blade diameter', (v: number) => `${number(v)} mm`],
  ['noLoadSpeedRpm', 'No-load speed', (v: number) => `${number(v)} rpm`],
  ['bevelRange', 'Bevel range', (v: string) => v],
  ['cuttingDepthMm', 'Cutting depth at 90°', (v: number) => `${number(v)} mm`],
  ['teeth', 'Teeth', (v: number) => number(v)],
  ['weightKg', 'Weight', (v: number) => `${number(v)} kg`],
];

/** A version's own rows: its option values (in place of a specification of the same name, a Voltage), SKU, barcode, weight and origin. */
function versionRows(options: readonly ProductOption[], variant: ProductVariant): [string, string][] {
  return [
    ...options.map((o): [string, string] => [o.name, variant.options[o.name] ?? '']),
    ['SKU', variant.sku],
    ...(variant.gtin ? [['Barcode (GTIN)', variant.gtin] as [string, string]] : []),
    ...(variant.weightGrams ? [['Weight', `${number(variant.weightGrams / 1000)} kg`] as [string, string]] : []),
    ...(variant.originCountry ? [['Country of origin', regionName(variant.originCountry)] as [string, string]] : []),
  ];
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const regionName = (code: string) => regionNames.of(code) ?? code;

/**
 * The product's structured specifications as a two-column table, followed by the chosen version's
 * own rows (which replace a specification they name: the 230 V version's Voltage); nothing when
 * there is none.
 */
export function ProductSpecs({ specs, options = [], variant }: { specs: Specs; options?: readonly ProductOption[]; variant?: ProductVariant | undefined }) {
  const own = variant ? versionRows(options, variant) : [];
  const replaced = new Set(own.map(([label]) => label.toLowerCase()));
  const present: [string, string][] = [
    ...rows.filter(([key, label]) => specs[key] !== undefined && !replaced.has(label.toLowerCase())).map(([key, label, format]): [string, string] => [label, format(specs[key] as never)]),
    ...own,
  ];
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title" className="mb-3 text-2xl font-bold">
        {storeMessages.specifications}
      </h2>
      <table className="table rounded-box border border-base-300 bg-base-100" data-testid="product-specs">
        <tbody>
          {present.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-1/2 font-medium text-base-content/80">
                {label}
              </th>
              <td className="font-semibold [overflow-wrap:anywhere]">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
