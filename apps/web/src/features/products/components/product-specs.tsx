import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ProductOption, ProductSpecs as Specs, ProductVariant } from '@store/contract';
import { usePageFormat, type PageFormat } from '../../../lib/format';

type Key = keyof Specs;
type Formats = { i18n: I18n; format: PageFormat };
/**
 * Each attribute's name (its English name as a key: a version's own row of that name replaces it),
 * label and how its value reads, in the order the table lists them. Unit symbols stay as they are.
 */
const rows: Array<[Key, string, MessageDescriptor, (v: never, f: Formats) => string]> = [
  ['powerW', 'power', msg`Power`, (v: number, { format }) => `${format.number(v)} W`],
  ['voltageV', 'voltage', msg`Voltage`, (v: number, { format }) => `${format.number(v)} V`],
  ['bladeDiameterMm', 'blade-diameter', msg`Blade diameter`, (v: number, { format }) => `${format.number(v)} mm`],
  [
    'noLoadSpeedRpm',
    'no-load-speed',
    msg`No-load speed`,
    (v: number, { i18n, format }) => {
      const speed = format.number(v);
      return i18n._(msg`${speed} rpm`);
    },
  ],
  ['bevelRange', 'bevel-range', msg`Bevel range`, (v: string) => v],
  ['cuttingDepthMm', 'cutting-depth-at-90°', msg`Cutting depth at 90°`, (v: number, { format }) => `${format.number(v)} mm`],
  ['teeth', 'teeth', msg`Teeth`, (v: number, { format }) => format.number(v)],
  ['weightKg', 'weight', msg`Weight`, (v: number, { format }) => `${format.number(v)} kg`],
];

/** A table row: what it replaces (its English name as a key, `nameKey`), its label and its value. */
type Row = [string, string, string];

/** A name compared with another (Voltage, voltage): lower case, words joined by hyphens. */
const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/** A version's own rows: its option values (in place of a specification of the same name, a Voltage), SKU, barcode, weight and origin. */
function versionRows(options: readonly ProductOption[], variant: ProductVariant, { i18n, format }: Formats): Row[] {
  const regionNames = new Intl.DisplayNames([format.locale], { type: 'region' });
  const regionName = (code: string) => regionNames.of(code) ?? code;
  return [
    ...options.map((o): Row => [nameKey(o.name), o.name, variant.options[o.name] ?? '']),
    ['sku', i18n._(msg`SKU`), variant.sku],
    ...(variant.gtin ? [['barcode-(gtin)', i18n._(msg`Barcode (GTIN)`), variant.gtin] as Row] : []),
    ...(variant.weightGrams ? [['weight', i18n._(msg`Weight`), `${format.number(variant.weightGrams / 1000)} kg`] as Row] : []),
    ...(variant.originCountry ? [['country-of-origin', i18n._(msg`Country of origin`), regionName(variant.originCountry)] as Row] : []),
  ];
}

/**
 * The product's structured specifications as a two-column table, followed by the chosen version's
 * own rows (which replace a specification they name: the 230 V version's Voltage); nothing when
 * there is none.
 */
export function ProductSpecs({ specs, options = [], variant }: { specs: Specs; options?: readonly ProductOption[]; variant?: ProductVariant | undefined }) {
  const { i18n } = useLingui();
  const format = usePageFormat();
  const formats = { i18n, format };
  const own = variant ? versionRows(options, variant, formats) : [];
  const replaced = new Set(own.map(([name]) => name));
  const present: Row[] = [
    ...rows
      .filter(([key, name]) => specs[key] !== undefined && !replaced.has(name))
      .map(([key, name, label, show]): Row => [name, i18n._(label), show(specs[key] as never, formats)]),
    ...own,
  ];
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title" className="mb-3 text-2xl font-bold">
        {/* The contract's storeMessages.specifications, word for word (lib/spec-messages.ts is kept out of the first view). */}
        <Trans>Specifications</Trans>
      </h2>
      <table className="table rounded-box border border-base-300 bg-base-100" data-testid="product-specs">
        <tbody>
          {present.map(([name, label, value]) => (
            <tr key={name}>
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
