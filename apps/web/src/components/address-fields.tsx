// The structured shipping address of checkout and the purchase page: line 1 and 2, city, postal
// code, country (what each country needs is the contract's shippingAddressSchema). The form owns the
// values and messages; this lays the fields out once for both.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { countries } from '@store/contract';
import { InputField, SelectField } from './form-field';

type AddressField = 'line1' | 'line2' | 'city' | 'postalCode' | 'country';

interface AddressFieldsProps {
  /** Prefix of the inputs' ids (`checkout` gives `checkout-line1`...). */
  idPrefix: string;
  /** react-hook-form's register of one address field (`(f) => register(\`shipping.${f}\`)`). */
  register: (field: AddressField) => UseFormRegisterReturn;
  /** The message under each field, if any. */
  errors?: Partial<Record<AddressField, { message?: string | undefined }>> | undefined;
}

export function AddressFields({ idPrefix, register, errors }: AddressFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <InputField id={id('line1')} label="Address line 1" autoComplete="address-line1" error={errors?.line1?.message} {...register('line1')} />
      <InputField
        id={id('line2')}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        error={errors?.line2?.message}
        {...register('line2')}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField id={id('city')} label="City" autoComplete="address-level2" error={errors?.city?.message} {...register('city')} />
        <InputField id={id('postal-code')} label="Postal code" autoComplete="postal-code" error={errors?.postalCode?.message} {...register('postalCode')} />
      </div>
      <SelectField id={id('country')} label="Country" autoComplete="country" error={errors?.country?.message} {...register('country')}>
        <option value="">Choose a country</option>
        {countries.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
