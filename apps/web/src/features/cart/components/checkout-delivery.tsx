import type { UseFormRegisterReturn } from 'react-hook-form';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { CheckoutQuote } from '@store/contract';
import { usePageFormat } from '../../../lib/format';
import { FieldError } from '../../../components/field-error';

type Methods = Extract<CheckoutQuote['shipping'], { ok: true }>['methods'];

/** English says "days" for one too (the customer's text); a language with a singular may use it. */
const days = (i18n: I18n, { min, max }: { min: number; max: number }) =>
  min === max ? i18n._(msg`${plural(min, { one: '# working days', other: '# working days' })}`) : i18n._(msg`${min}–${max} working days`);

/** The delivery methods that ship this cart to the chosen country, each with its price in the order's currency. */
export function CheckoutDelivery({ methods, register, error }: { methods: Methods; register: UseFormRegisterReturn; error?: string | undefined }) {
  const { i18n, t } = useLingui();
  const format = usePageFormat();
  return (
    <fieldset className="fieldset" aria-describedby={error ? 'checkout-delivery-error' : undefined}>
      <legend className="fieldset-legend text-sm">
        <Trans>Delivery</Trans>
      </legend>
      <div className="grid gap-2">
        {methods.map((m) => (
          <label key={m.id} className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 p-3">
            <input type="radio" value={m.id} {...register} />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{m.name}</span>
              <span className="block text-sm text-base-content/70">{days(i18n, m.deliveryDays)}</span>
            </span>
            <span className="font-semibold" data-testid="delivery-price">
              {m.free ? t`Free` : format.money(m.price)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="checkout-delivery-error" message={error} />
    </fieldset>
  );
}
