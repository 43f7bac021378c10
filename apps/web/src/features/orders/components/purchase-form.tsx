import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { orderFormSchema, type Product } from '@store/contract';
import { formatPrice, toDollars } from '@store/contract/limits';
import { messages } from '@store/contract/messages';
import { FieldError } from '../../../components/field-error';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { SessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { quantityProblem, totalCents } from './quantity-rules';

/**
 * SPEC section 2's order form: read-only name and e-mail of the signed-in user, address, phone,
 * quantity (the minimum order to start with) and a live total. Order Now is disabled outside
 * [minimum order, available]; the server checks all of it again and prices the order itself.
 */
export function PurchaseForm({ product, user }: { product: Product; user: SessionUser }) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(orderFormSchema),
    defaultValues: { address: '', phone: '', totalQuantity: product.minOrderQuantity },
  });

  const quantity = Number(watch('totalQuantity'));
  const problem = quantityProblem(quantity, product);
  const outOfStock = product.available < product.minOrderQuantity;
  const total = totalCents(quantity, product.price);
  const quantityError = problem ?? errors.totalQuantity?.message;

  const onSubmit = handleSubmit(async ({ address, phone, totalQuantity }) => {
    try {
      await placeOrder.mutateAsync({
        address,
        phone,
        totalQuantity,
        userName: user.name,
        userEmail: user.email,
        productId: product._id,
        productName: product.name,
        productImage: product.img,
        totalPrice: toDollars(totalCents(totalQuantity, product.price)),
        status: 'Pending',
      });
      void showToast(messages.orderPlaced);
      navigate('/dashboard');
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['address', 'phone', 'totalQuantity'])) return;
      const message = error instanceof ApiError ? error.message : 'Could not place your order';
      void showToast(message, 'error');
    }
  });

  const busy = isSubmitting || placeOrder.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Order" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2">
        <h2 className="card-title text-xl">Your order</h2>
        <fieldset className="fieldset">
          <label htmlFor="order-name" className="fieldset-legend">
            Name
          </label>
          <input id="order-name" className="input w-full" value={user.name} readOnly />
        </fieldset>
        <fieldset className="fieldset">
          <label htmlFor="order-email" className="fieldset-legend">
            Email
          </label>
          <input id="order-email" type="email" className="input w-full" value={user.email} readOnly />
        </fieldset>
        <fieldset className="fieldset">
          <label htmlFor="order-address" className="fieldset-legend">
            Address
          </label>
          <input
            id="order-address"
            className={`input w-full ${errors.address ? 'input-error' : ''}`}
            autoComplete="street-address"
            placeholder="Shipping address"
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={errors.address ? 'order-address-error' : undefined}
            {...register('address')}
          />
          <FieldError id="order-address-error" message={errors.address?.message} />
        </fieldset>
        <fieldset className="fieldset">
          <label htmlFor="order-phone" className="fieldset-legend">
            Phone
          </label>
          <input
            id="order-phone"
            type="tel"
            className={`input w-full ${errors.phone ? 'input-error' : ''}`}
            autoComplete="tel"
            placeholder="Phone number"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'order-phone-error' : undefined}
            {...register('phone')}
          />
          <FieldError id="order-phone-error" message={errors.phone?.message} />
        </fieldset>
        <fieldset className="fieldset">
          <label htmlFor="order-quantity" className="fieldset-legend">
            Quantity
          </label>
          <input
            id="order-quantity"
            type="number"
            inputMode="numeric"
            min={product.minOrderQuantity}
            max={product.available}
            step={1}
            className={`input w-full ${quantityError ? 'input-error' : ''}`}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? 'order-quantity-error' : undefined}
            {...register('totalQuantity', { valueAsNumber: true })}
          />
          <FieldError id="order-quantity-error" message={quantityError} />
        </fieldset>
        <p className="mt-2 flex items-baseline justify-between text-lg" aria-live="polite">
          <span>Total</span>
          <output htmlFor="order-quantity" className="text-2xl font-extrabold" data-testid="order-total">
            {formatPrice(toDollars(total))}
          </output>
        </p>
        {outOfStock && (
          <p className="alert alert-warning alert-soft" role="status">
            Sorry, this product is out of stock.
          </p>
        )}
        <div className="card-actions mt-2">
          <button type="submit" className="btn btn-primary btn-block" disabled={Boolean(problem) || outOfStock || busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Order Now
          </button>
        </div>
      </div>
    </form>
  );
}
