import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { isOutOfStock, orderFormSchema, orderTotalCents, quantityProblem, type Product } from '@store/contract';
import { formatPrice, toCents, toDollars } from '@store/contract/limits';
import { messages } from '@store/contract/messages';
import { InputField, ReadOnlyField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { SessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { ButtonSpinner } from '../../../components/spinner';

const outOfStockText = 'Sorry, this product is out of stock.';

/**
 * The order form of docs/product/orders-and-payments.md: read-only name and e-mail of the signed-in user, address, phone,
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
  // The contract's rule and total: the server applies the same ones to the order.
  const problem = quantityProblem(quantity, product)?.message;
  const outOfStock = isOutOfStock(product);
  const unitPriceCents = toCents(product.price);
  const total = orderTotalCents(quantity, unitPriceCents);
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
        totalPrice: toDollars(orderTotalCents(totalQuantity, unitPriceCents)),
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
        <ReadOnlyField id="order-name" label="Name" value={user.name} />
        <ReadOnlyField id="order-email" label="Email" value={user.email} />
        <InputField
          id="order-address"
          label="Address"
          autoComplete="street-address"
          placeholder="Shipping address"
          error={errors.address?.message}
          {...register('address')}
        />
        <InputField
          id="order-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="Phone number"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <InputField
          id="order-quantity"
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={product.minOrderQuantity}
          max={product.available}
          step={1}
          error={quantityError}
          {...register('totalQuantity', { valueAsNumber: true })}
        />
        <p className="mt-2 flex items-baseline justify-between text-lg" aria-live="polite">
          <span>Total</span>
          <output htmlFor="order-quantity" className="text-2xl font-extrabold" data-testid="order-total">
            {formatPrice(toDollars(total))}
          </output>
        </p>
        {outOfStock && (
          <p id="order-out-of-stock" className="alert alert-warning alert-soft" role="status">
            {outOfStockText}
          </p>
        )}
        <div className="card-actions mt-2">
          {/* Disabled for a reason shown above; the tooltip and screen readers name it too. */}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={Boolean(problem) || outOfStock || busy}
            title={outOfStock ? outOfStockText : problem}
            aria-describedby={outOfStock ? 'order-out-of-stock' : problem ? 'order-quantity-error' : undefined}
          >
            <ButtonSpinner show={busy} />
            Order Now
          </button>
        </div>
      </div>
    </form>
  );
}
