import type { Product, ProductVariant } from '@store/contract';
import { optionChoices, type OptionValueState } from '@store/contract/option-choices';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

const stateWords: Record<Exclude<OptionValueState, 'available'>, MessageDescriptor> = { soldOut: msg`sold out`, unavailable: msg`unavailable` };

/**
 * A product's options as radio groups (one fieldset each; arrow keys move within a group, as any
 * radio group's): the chosen version's values checked, a value whose versions are sold out or that
 * no version has with the values chosen before it shown as such and not selectable. Nothing for a
 * product sold in one version. The product and purchase pages both show it.
 */
export function VariantPicker({ product, chosen, onChoose }: { product: Product; chosen: ProductVariant; onChoose: (variant: ProductVariant) => void }) {
  const { i18n } = useLingui();
  const choices = optionChoices(product, chosen);
  if (choices.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="variant-picker">
      {choices.map((option, index) => (
        <fieldset key={option.name} className="min-w-0">
          <legend className="mb-2 text-sm font-semibold">
            {option.name}: <span className="font-normal">{chosen.options[option.name]}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map(({ value, state, checked, leadsTo }) => {
              const disabled = state !== 'available' || !leadsTo;
              return (
                // The hidden radio sits inside its label (relative): focus never scrolls to the page's top.
                <label
                  key={value}
                  className={`btn btn-sm relative h-auto min-h-9 py-1 normal-case has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ${
                    checked ? 'btn-primary' : 'btn-outline'
                  } ${disabled && !checked ? 'cursor-not-allowed border-dashed text-base-content/50' : ''}`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`option-${index}`}
                    value={value}
                    checked={checked}
                    disabled={disabled && !checked}
                    onChange={() => leadsTo && onChoose(leadsTo)}
                  />
                  <span className={disabled && !checked ? 'line-through' : ''}>{value}</span>
                  {state !== 'available' && <span className="text-xs font-normal">({i18n._(stateWords[state])})</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-base-content/75">
        SKU <span className="font-mono" data-testid="variant-sku">{chosen.sku}</span>
      </p>
    </div>
  );
}
