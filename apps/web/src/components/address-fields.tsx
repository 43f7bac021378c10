// The structured shipping address of checkout and the purchase page: the country first, then line 1
// and 2, city, region and postal code in the order that country writes them, the region (state,
// province, prefecture...) as a picker under the country's own label where it has a list of them
// (what each country needs is the contract's shippingAddressSchema). The form owns the values and
// messages; this lays the fields out once for both. Only these lazily loaded forms import
// address-regions (with its lists); pages that only show an address get it as text from the server.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { countries } from '@store/contract';
import { regionNames } from '../lib/region-names';
import { addressLayout, type AddressLayoutField } from '@store/contract/address-regions';
import { InputField, SelectField } from './form-field';

type AddressField = 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country';

interface AddressFieldsProps {
  /** Prefix of the inputs' ids (`checkout` gives `checkout-line1`...). */
  idPrefix: string;
  /** react-hook-form's register of one address field (`(f) => register(\`shipping.${f}\`)`). */
  register: (field: AddressField) => UseFormRegisterReturn;
  /** The message under each field, if any. */
  errors?: Partial<Record<AddressField, { message?: string | undefined }>> | undefined;
}

/** Lines of the written address, each the layout's fields that share it ("San Francisco, CA 94107"). */
function linesOf(layout: readonly AddressLayoutField[]): AddressLayoutField[][] {
  const lines: AddressLayoutField[][] = [];
  for (const field of layout) {
    const last = lines.at(-1);
    if (last && last[0]!.line === field.line) last.push(field);
    else lines.push([field]);
  }
  return lines;
}

/** The region labels of address-regions, and their pickers' first option, as messages (others are shown as they are). */
const regionWords: Record<string, { label: MessageDescriptor; choose: MessageDescriptor }> = {
  State: { label: msg`State`, choose: msg`Choose a state` },
  Province: { label: msg`Province`, choose: msg`Choose a province` },
  'State/Territory': { label: msg`State/Territory`, choose: msg`Choose a state or territory` },
  Prefecture: { label: msg`Prefecture`, choose: msg`Choose a prefecture` },
  County: { label: msg`County`, choose: msg`Choose a county` },
  Region: { label: msg`Region`, choose: msg`Choose a region` },
};

const columns: Record<number, string> = { 2: 'grid gap-x-4 sm:grid-cols-2', 3: 'grid gap-x-4 sm:grid-cols-3' };

const countriesByLanguage = new Map<string, readonly (readonly [string, string])[]>();
/** Every country, named and sorted in `language` (English: the store's own list of names). */
function countriesIn(language: string): readonly (readonly [string, string])[] {
  if (language === 'en') return countries;
  let named = countriesByLanguage.get(language);
  if (!named) {
    const names = regionNames(language);
    const collator = new Intl.Collator(language);
    named = countries.map(([code, name]) => [code, names.of(code) ?? name] as const).sort((a, b) => collator.compare(a[1], b[1]));
    countriesByLanguage.set(language, named);
  }
  return named;
}

export function AddressFields({ idPrefix, register, errors }: AddressFieldsProps) {
  const { i18n, t } = useLingui();
  const id = (field: string) => `${idPrefix}-${field}`;
  const countryField = register('country');
  // The country picked decides the fields below: read from the select when it is filled (a saved
  // address) and on every change.
  const [country, setCountry] = useState('');
  const countrySelect = {
    ...countryField,
    ref: (element: HTMLSelectElement | null) => {
      countryField.ref(element);
      if (element) setCountry(element.value);
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      setCountry(event.target.value);
      return countryField.onChange(event);
    },
  };

  const field = ({ field, label, required, options }: AddressLayoutField): ReactNode => {
    switch (field) {
      case 'line1':
        return <InputField key={field} id={id('line1')} label={t`Address line 1`} autoComplete="address-line1" error={errors?.line1?.message} {...register('line1')} />;
      case 'line2':
        return (
          <InputField
            key={field}
            id={id('line2')}
            label={t`Address line 2 (optional)`}
            autoComplete="address-line2"
            error={errors?.line2?.message}
            {...register('line2')}
          />
        );
      case 'city':
        return <InputField key={field} id={id('city')} label={t`City`} autoComplete="address-level2" error={errors?.city?.message} {...register('city')} />;
      case 'postalCode':
        return (
          <InputField
            key={field}
            id={id('postal-code')}
            label={t`Postal code`}
            autoComplete="postal-code"
            error={errors?.postalCode?.message}
            {...register('postalCode')}
          />
        );
      case 'region': {
        // Only a country with a list has the picker (a free-text region is not asked for).
        if (!options) return null;
        const words = regionWords[label];
        const regionLabel = words ? i18n._(words.label) : label;
        const noun = label.toLowerCase().replace('/', ' or ');
        return (
          // Keyed by country: a new list starts from what the form holds for it.
          <SelectField
            key={`region-${country}`}
            id={id('region')}
            // Italy's province may be left out, like line 2.
            label={required ? regionLabel : t`${regionLabel} (optional)`}
            autoComplete="address-level1"
            error={errors?.region?.message}
            {...register('region')}
          >
            <option value="">{words ? i18n._(words.choose) : t`Choose a ${noun}`}</option>
            {options.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </SelectField>
        );
      }
    }
  };

  // Before a country is picked: line 1, line 2, city and postal code, one a line.
  const layout = addressLayout(country).filter((f) => f.field !== 'region' || f.options);
  const countryChoices = countriesIn(i18n.locale);
  return (
    <>
      <SelectField id={id('country')} label={t`Country`} autoComplete="country" error={errors?.country?.message} {...countrySelect}>
        <option value="">{t`Choose a country`}</option>
        {countryChoices.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      {linesOf(layout).map((line) =>
        line.length === 1 ? (
          field(line[0]!)
        ) : (
          <div key={line.map((f) => f.field).join('-')} className={columns[line.length] ?? columns[3]}>
            {line.map(field)}
          </div>
        ),
      )}
    </>
  );
}
