import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  checkoutMessages,
  formatShippingAddress,
  isOutOfStock,
  lineAmount,
  orderFormSchema,
  quantityProblem,
  shippingAddressSchema,
  type Product,
  type SavedAddress,
} from '@store/contract';
import { messages } from '@store/contract/messages';
import { formatMoney, toMajorNumber } from '@store/contract/money';
import { AddressFields } from '../../../components/address-fields';
import { InputField, ReadOnlyField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { addressDefaults } from '../../../lib/saved-address';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { SessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { ButtonSpinner } from '../../../components/spinner';

const outOfStockText = 'Sorry, this product is out of stock.';

/** SPEC's fields (phone, quantity) with checkout's structured address in place of the one address text. */
const purchaseFormSchema = orderFormSchema.omit({ address: true }).extend({ shipping: shippingAddressSchema });

/** SPEC's words for an empty address on this page: its first line is the address the specification asks for. */
const addressMessage = (message: string | undefined) => (message === checkoutMessages.line1Required ? messages.addressRequired : message);

/**
 * The order form of docs/product/orders-and-payments.md: read-only name and e-mail of the signed-in user, the
 * structured address of checkout (filled with the one saved last), phone, quantity (the minimum order to start with)
 * and a live total. Order Now is disabled outside
 * [minimum order, available]; the server checks all of it again and prices the order itself.
 */
export function PurchaseForm({ product, variantId, user, saved }: { product: Product; variantId?: string | undefined; user: SessionUser; saved: SavedAddress }) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(purchaseFormSchema),
    defaultValues: { shipping: addressDefaults(saved), phone: saved.phone, totalQuantity: product.minOrderQuantity },
  });

  const quantity = Number(watch('totalQuantity'));
  // The contract's rule and total: the server applies the same ones to the order.
  const problem = quantityProblem(quantity, product)?.message;
  const outOfStock = isOutOfStock(product);
  const total = lineAmount(quantity, product.priceMoney);
  const quantityError = problem ?? errors.totalQuantity?.message;

  const onSubmit = handleSubmit(async ({ shipping, phone, totalQuantity }) => {
    try {
      await placeOrder.mutateAsync({
        // SPEC's address text, as the server formats it from `shipping` too.
        address: formatShippingAddress(shipping),
        shipping,
        phone,
        totalQuantity,
        userName: user.name,
        userEmail: user.email,
        productId: product._id,
        ...(variantId && { variantId }),
        productName: product.name,
        productImage: product.img,
        totalPrice: toMajorNumber(lineAmount(totalQuantity, product.priceMoney)),
        status: 'Pending',
      });
      void showToast(messages.orderPlaced);
      navigate('/dashboard');
    } catch (error) {
      const fields = ['phone', 'totalQuantity', 'shipping.line1', 'shipping.line2', 'shipping.city', 'shipping.region', 'shipping.postalCode', 'shipping.country'] as const;
      if (applyServerFieldErrors(error, setError, fields)) return;
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
        {/* SPEC's order: address, phone, quantity. */}
        <AddressFields
          idPrefix="order"
          register={(f) => register(`shipping.${f}`)}
          errors={{ ...errors.shipping, line1: { message: addressMessage(errors.shipping?.line1?.message) } }}
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
            {formatMoney(total)}
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
