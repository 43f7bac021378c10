import type { ProductSpecs as Specs } from '@store/contract';
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

/** The product's structured specifications as a two-column table; nothing when it has none. */
export function ProductSpecs({ specs }: { specs: Specs }) {
  const present = rows.filter(([key]) => specs[key] !== undefined);
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title" className="mb-3 text-2xl font-bold">
        {storeMessages.specifications}
      </h2>
      <table className="table rounded-box border border-base-300 bg-base-100" data-testid="product-specs">
        <tbody>
          {present.map(([key, label, format]) => (
            <tr key={key}>
              <th scope="row" className="w-1/2 font-medium text-base-content/80">
                {label}
              </th>
              <td className="font-semibold">{format(specs[key] as never)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
