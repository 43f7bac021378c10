import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { toMajorNumber } from '@store/contract/money';
import { AddressFields } from '../../../components/address-fields';
import { InputField, ReadOnlyField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { usePageFormat } from '../../../lib/format';
import type { I18n } from '../../../lib/i18n';
import { addressDefaults } from '../../../lib/saved-address';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { SessionUser } from '../../../lib/session';
import { specMessages } from '../../../lib/spec-messages';
import { translateFormText } from '../../../lib/form-messages';
import { showToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { ButtonSpinner } from '../../../components/spinner';

const outOfStockText = msg`Sorry, this product is out of stock.`;

/** SPEC's fields (phone, quantity) with checkout's structured address in place of the one address text. */
const purchaseFormSchema = orderFormSchema.omit({ address: true }).extend({ shipping: shippingAddressSchema });

/** SPEC's words for an empty address on this page: its first line is the address the specification asks for. */
const addressMessage = (i18n: I18n, message: string | undefined) =>
  message === checkoutMessages.line1Required ? i18n._(specMessages.addressRequired) : message === undefined ? undefined : translateFormText(i18n, message);

/**
 * The order form of docs/product/orders-and-payments.md: read-only name and e-mail of the signed-in user, the
 * structured address of checkout (filled with the one saved last), phone, quantity (the minimum order to start with)
 * and a live total. Order Now is disabled outside
 * [minimum order, available]; the server checks all of it again and prices the order itself.
 */
export function PurchaseForm({ product, variantId, user, saved }: { product: Product; variantId?: string | undefined; user: SessionUser; saved: SavedAddress }) {
  const { t, i18n } = useLingui();
  const format = usePageFormat();
  /** A message of the contract's schemas (or the server's) in the page's language. */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateFormText(i18n, text));
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
  const problem = spec(quantityProblem(quantity, product)?.message);
  const outOfStock = isOutOfStock(product);
  const total = lineAmount(quantity, product.priceMoney);
  const quantityError = problem ?? spec(errors.totalQuantity?.message);

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
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the status's code, not a text
        status: 'Pending',
      });
      void showToast(i18n._(specMessages.orderPlaced));
      navigate('/dashboard');
    } catch (error) {
      const fields = ['phone', 'totalQuantity', 'shipping.line1', 'shipping.line2', 'shipping.city', 'shipping.region', 'shipping.postalCode', 'shipping.country'] as const;
      if (applyServerFieldErrors(error, setError, fields)) return;
      const message = error instanceof ApiError ? error.message : t`Could not place your order`;
      void showToast(message, 'error');
    }
  });

  const busy = isSubmitting || placeOrder.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Order`} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2">
        <h2 className="card-title text-xl">
          <Trans>Your order</Trans>
        </h2>
        <ReadOnlyField id="order-name" label={t`Name`} value={user.name} />
        <ReadOnlyField id="order-email" label={t`Email`} value={user.email} />
        {/* SPEC's order: address, phone, quantity. */}
        <AddressFields
          idPrefix="order"
          register={(f) => register(`shipping.${f}`)}
          errors={{ ...errors.shipping, line1: { message: addressMessage(i18n, errors.shipping?.line1?.message) } }}
        />
        <InputField
          id="order-phone"
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          placeholder={t`Phone number`}
          error={spec(errors.phone?.message)}
          {...register('phone')}
        />
        <InputField
          id="order-quantity"
          label={t`Quantity`}
          type="number"
          inputMode="numeric"
          min={product.minOrderQuantity}
          max={product.available}
          step={1}
          error={quantityError}
          {...register('totalQuantity', { valueAsNumber: true })}
        />
        <p className="mt-2 flex items-baseline justify-between text-lg" aria-live="polite">
          <span>
            <Trans>Total</Trans>
          </span>
          <output htmlFor="order-quantity" className="text-2xl font-extrabold" data-testid="order-total">
            {format.money(total)}
          </output>
        </p>
        {outOfStock && (
          <p id="order-out-of-stock" className="alert alert-warning alert-soft" role="status">
            {i18n._(outOfStockText)}
          </p>
        )}
        <div className="card-actions mt-2">
          {/* Disabled for a reason shown above; the tooltip and screen readers name it too. */}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={Boolean(problem) || outOfStock || busy}
            title={outOfStock ? i18n._(outOfStockText) : problem}
            aria-describedby={outOfStock ? 'order-out-of-stock' : problem ? 'order-quantity-error' : undefined}
          >
            <ButtonSpinner show={busy} />
            <Trans>Order Now</Trans>
          </button>
        </div>
      </div>
    </form>
  );
}
