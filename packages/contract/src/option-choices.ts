// Which option values a version picker offers from the version chosen now, and where each leads
// (docs/product/shop.md, "Product page"). Apart from ./variant-choice.ts: only the picker needs it,
// and the picker's code loads beside the first view, not in it.
import type { ProductOption, ProductVariant } from './product';
import { isOutOfStock } from './quantity';
import type { WithVersions } from './variant-choice';

/**
 * How a value shows: `available` leads to a version on sale; `soldOut` only to versions with not
 * even their minimum order left; `unavailable` to no version at all with the values chosen before it.
 */
export type OptionValueState = 'available' | 'soldOut' | 'unavailable';

export interface OptionChoice {
  name: string;
  values: { value: string; state: OptionValueState; checked: boolean; leadsTo: ProductVariant | undefined }[];
}

const sameUpTo = (a: ProductVariant, b: ProductVariant, options: readonly ProductOption[], end: number) =>
  options.slice(0, end).every((o) => a.options[o.name] === b.options[o.name]);

/**
 * The version choosing `value` for option `index` leads to: one with the values chosen for the
 * options before it, on sale if one is, keeping as many of the later options' chosen values as it
 * can (so 230 V from 120 V / US lands on 230 V / EU, the first that exists).
 */
export function variantFor(product: WithVersions, chosen: ProductVariant, index: number, value: string): ProductVariant | undefined {
  const options = product.options ?? [];
  const name = options[index]?.name;
  if (name === undefined) return undefined;
  const candidates = (product.variants ?? []).filter((v) => v.options[name] === value && sameUpTo(v, chosen, options, index));
  const laterKept = (v: ProductVariant) => options.slice(index + 1).filter((o) => v.options[o.name] === chosen.options[o.name]).length;
  // Stable: among equals the owner's order (the default first) decides.
  return [...candidates].sort((a, b) => Number(isOutOfStock(a)) - Number(isOutOfStock(b)) || laterKept(b) - laterKept(a))[0];
}

/**
 * Each option with its values as a picker shows them: the chosen version's checked, and each
 * other one's state as seen from the values chosen for the options before it (the first option's
 * values are all reachable; a Plug of EU is unavailable while 120 V is chosen).
 */
export function optionChoices(product: WithVersions, chosen: ProductVariant): OptionChoice[] {
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  return options.map((option, index) => ({
    name: option.name,
    values: option.values.map((value) => {
      const reachable = variants.filter((v) => v.options[option.name] === value && sameUpTo(v, chosen, options, index));
      const state: OptionValueState = reachable.length === 0 ? 'unavailable' : reachable.every(isOutOfStock) ? 'soldOut' : 'available';
      return { value, state, checked: chosen.options[option.name] === value, leadsTo: variantFor(product, chosen, index, value) };
    }),
  }));
}
