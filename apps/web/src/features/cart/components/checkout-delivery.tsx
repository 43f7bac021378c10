import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CheckoutQuote } from '@store/contract';
import { formatMoney } from '@store/contract/money';
import { FieldError } from '../../../components/field-error';

type Methods = Extract<CheckoutQuote['shipping'], { ok: true }>['methods'];

const days = ({ min, max }: { min: number; max: number }) => (min === max ? `${min} working days` : `${min}–${max} working days`);

/** The delivery methods that ship this cart to the chosen country, each with its price in the order's currency. */
export function CheckoutDelivery({ methods, register, error }: { methods: Methods; register: UseFormRegisterReturn; error?: string | undefined }) {
  return (
    <fieldset className="fieldset" aria-describedby={error ? 'checkout-delivery-error' : undefined}>
      <legend className="fieldset-legend text-sm">Delivery</legend>
      <div className="grid gap-2">
        {methods.map((m) => (
          <label key={m.id} className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 p-3">
            <input type="radio" value={m.id} {...register} />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{m.name}</span>
              <span className="block text-sm text-base-content/70">{days(m.deliveryDays)}</span>
            </span>
            <span className="font-semibold" data-testid="delivery-price">
              {m.free ? 'Free' : formatMoney(m.price)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="checkout-delivery-error" message={error} />
    </fieldset>
  );
}
