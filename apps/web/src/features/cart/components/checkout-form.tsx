import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { placeCheckoutSchema, type Cart, type SavedAddress } from '@store/contract';
import { formatMoney } from '@store/contract/money';
import { messages } from '@store/contract/messages';
import { AddressFields } from '../../../components/address-fields';
import { InputField } from '../../../components/form-field';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { addressDefaults } from '../../../lib/saved-address';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { SessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { usePlaceCheckout } from '../api/checkout';

/**
 * One form for the whole cart: name and e-mail read-only (as on the purchase form), phone and a structured address
 * (what each country needs is the contract's rule), filled with the last checkout's address.
 */
export function CheckoutForm({ cart, user, saved }: { cart: Cart; user: SessionUser; saved: SavedAddress }) {
  const navigate = useNavigate();
  const place = usePlaceCheckout();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(placeCheckoutSchema),
    defaultValues: {
      phone: saved.phone,
      shipping: addressDefaults(saved),
    },
  });

  const onSubmit = handleSubmit(async ({ phone, shipping }) => {
    try {
      const placed = await place.mutateAsync({ phone, shipping, totalPrice: cart.totalPrice });
      void showToast(messages.orderPlaced);
      // The cart is one order now, paid like any other.
      navigate(`/dashboard/payment/${encodeURIComponent(placed.insertedId)}`);
    } catch (error) {
      const fields = ['phone', 'shipping.line1', 'shipping.line2', 'shipping.city', 'shipping.postalCode', 'shipping.country'] as const;
      if (applyServerFieldErrors(error, setError, fields)) return;
      void showToast(error instanceof ApiError ? error.message : 'Could not place your order', 'error');
    }
  });

  const busy = isSubmitting || place.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Checkout" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2">
        <h2 className="card-title text-xl">Shipping</h2>
        {/* Who orders, as text: in a read-only input a long e-mail address was cut off on a phone. */}
        <dl className="grid gap-x-4 gap-y-1 py-1 text-sm sm:grid-cols-[auto_1fr]" aria-label="Ordering as">
          <dt className="font-semibold">Name</dt>
          <dd className="[overflow-wrap:anywhere]">{user.name}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="[overflow-wrap:anywhere]">{user.email}</dd>
        </dl>
        <InputField id="checkout-phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <AddressFields idPrefix="checkout" register={(f) => register(`shipping.${f}`)} errors={errors.shipping} />
        <p className="mt-2 flex items-baseline justify-between text-lg">
          <span>Total</span>
          <strong className="text-2xl" data-testid="checkout-total">
            {formatMoney(cart.totalPriceMoney)}
          </strong>
        </p>
        <div className="card-actions mt-2">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            <ButtonSpinner show={busy} />
            Place order
          </button>
        </div>
      </div>
    </form>
  );
}
