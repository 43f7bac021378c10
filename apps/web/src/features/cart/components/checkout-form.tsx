import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { marketCheckoutSchema, type Cart, type CheckoutQuote, type CheckoutQuoteRequest, type SavedAddress } from '@store/contract';
import { legalPagePath } from '@store/contract/legal-pages';
import { toMajorNumber } from '@store/contract/money';
import { usePageFormat } from '../../../lib/format';
import { specMessages } from '../../../lib/spec-messages';
import { translateFormText } from '../../../lib/form-messages';
import { AddressFields } from '../../../components/address-fields';
import { FieldError } from '../../../components/field-error';
import { InputField } from '../../../components/form-field';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { addressDefaults } from '../../../lib/saved-address';
import { usePageMarketPath } from '../../../lib/page-market';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { SessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { usePlaceCheckout, useTermsVersion } from '../api/checkout';
import { CheckoutDelivery } from './checkout-delivery';
import { CheckoutSummary } from './checkout-summary';

interface CheckoutFormProps {
  cart: Cart;
  user: SessionUser;
  saved: SavedAddress;
  /** The cart priced for the destination chosen so far (undefined while none is, or loading; null: the shop has no markets). */
  quote: CheckoutQuote | null | undefined;
  /** The quote shown is the last destination's while the next one's loads: placing waits for it. */
  quoting?: boolean;
  /** The destination and choices changed: price the cart again. */
  onChoice: (choice: CheckoutQuoteRequest | null) => void;
}

/**
 * One form for the whole cart: name and e-mail read-only (as on the purchase form), phone and a
 * structured address (what each country needs is the contract's rule), filled with the last
 * checkout's address. The country decides the market: the server prices the cart in its currency
 * with its tax and lists the delivery methods; the shopper picks one, may give an EU VAT number,
 * and accepts the terms where the shop publishes them.
 */
export function CheckoutForm({ cart, user, saved, quote, quoting = false, onChoice }: CheckoutFormProps) {
  const { i18n, t } = useLingui();
  const format = usePageFormat();
  const navigate = useNavigate();
  const place = usePlaceCheckout();
  const termsVersion = useTermsVersion().data ?? null;
  // Checkout in a market's pages (/en-de/checkout) starts in its country; the unprefixed one asks.
  const market = usePageMarketPath();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(marketCheckoutSchema),
    defaultValues: { phone: saved.phone, shipping: addressDefaults(saved, market.prefix ? market.country : ''), vatNumber: '', shippingMethodId: undefined as string | undefined, acceptTerms: false },
  });

  const country = watch('shipping.country');
  const region = watch('shipping.region');
  const shippingMethodId = watch('shippingMethodId');
  // The VAT number reprices when the shopper leaves the field, not on every key.
  const [vatNumber, setVatNumber] = useState('');
  useEffect(() => {
    onChoice(country ? { country, ...(region && { region }), ...(vatNumber && { vatNumber }), ...(shippingMethodId && { shippingMethodId }) } : null);
  }, [country, region, vatNumber, shippingMethodId, onChoice]);

  // A method of another country is no choice here: take the one the server priced.
  const offered = quote?.shipping.ok ? quote.shipping : undefined;
  const methods = offered?.methods ?? [];
  useEffect(() => {
    if (offered && !offered.methods.some((m) => m.id === shippingMethodId)) setValue('shippingMethodId', offered.chosenId);
  }, [offered, shippingMethodId, setValue]);

  const onSubmit = handleSubmit(async ({ phone, shipping, vatNumber: vat, shippingMethodId: method, acceptTerms }) => {
    if (termsVersion !== null && !acceptTerms) {
      // The contract's checkoutPricingMessages.acceptTerms, word for word.
      setError('acceptTerms', { message: t`Accept the terms and conditions to place your order` }, { shouldFocus: true });
      return;
    }
    try {
      // The total the shopper saw: the server refuses the order if prices changed meanwhile.
      const placed = await place.mutateAsync({
        phone,
        shipping,
        totalPrice: quote ? toMajorNumber(quote.totals.total) : cart.totalPrice,
        ...(termsVersion !== null && { acceptTerms }),
        ...(quote && { shippingMethodId: method, ...(vat && { vatNumber: vat }) }),
      });
      void showToast(i18n._(specMessages.orderPlaced));
      // The cart is one order now, paid like any other.
      navigate(`/dashboard/payment/${encodeURIComponent(placed.insertedId)}`);
    } catch (error) {
      const fields = ['phone', 'shipping.line1', 'shipping.line2', 'shipping.city', 'shipping.postalCode', 'shipping.country', 'shipping.region', 'vatNumber', 'shippingMethodId', 'acceptTerms'] as const;
      if (applyServerFieldErrors(error, setError, fields)) return;
      void showToast(error instanceof ApiError ? translateFormText(i18n, error.message) : t`Could not place your order`, 'error');
    }
  });

  const busy = isSubmitting || place.isPending;
  const vatField = register('vatNumber');
  /** A field's message in the page's language when it is one of the contract's (a schema's); others as they come. */
  const errorText = (message: string | undefined) => message && translateFormText(i18n, message);
  // The two pages' names inside the sentence, as the language writes them there (English: lower case).
  const termsName = t`terms and conditions`;
  const shippingReturnsName = t`shipping and returns`;
  // What the server would refuse, said on the page: placing waits until it is fixed (and until the quote is the current one).
  const blocked = quoting || (quote && (quote.problems.length > 0 || !quote.shipping.ok || quote.vat.refused));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Checkout`} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2">
        <h2 className="card-title text-xl">
          <Trans>Shipping</Trans>
        </h2>
        {/* Who orders, as text: in a read-only input a long e-mail address was cut off on a phone. */}
        <dl className="grid gap-x-4 gap-y-1 py-1 text-sm sm:grid-cols-[auto_1fr]" aria-label={t`Ordering as`}>
          <dt className="font-semibold">
            <Trans>Name</Trans>
          </dt>
          <dd className="[overflow-wrap:anywhere]">{user.name}</dd>
          <dt className="font-semibold">
            <Trans>Email</Trans>
          </dt>
          <dd className="[overflow-wrap:anywhere]">{user.email}</dd>
        </dl>
        <InputField id="checkout-phone" label={t`Phone`} type="tel" autoComplete="tel" error={errorText(errors.phone?.message)} {...register('phone')} />
        <AddressFields idPrefix="checkout" register={(f) => register(`shipping.${f}`)} errors={errors.shipping} />
        {quote?.vat.asked && (
          <InputField
            id="checkout-vat-number"
            label={t`VAT number (EU businesses, optional)`}
            autoComplete="off"
            placeholder="DE123456789"
            error={errorText(errors.vatNumber?.message) ?? (quote.vat.reverseCharge ? undefined : (errorText(quote.vat.message ?? undefined) || undefined))}
            note={quote.vat.reverseCharge ? { id: 'checkout-vat-note', text: errorText(quote.vat.message ?? undefined) || null, className: 'text-success' } : undefined}
            {...vatField}
            onBlur={(event) => {
              setVatNumber(event.target.value.trim());
              return vatField.onBlur(event);
            }}
          />
        )}
        {quote && !quote.shipping.ok && (
          <p className="alert alert-warning alert-soft" role="alert" data-testid="checkout-not-shipped">
            {errorText(quote.shipping.message)}
          </p>
        )}
        {methods.length > 0 && <CheckoutDelivery methods={methods} register={register('shippingMethodId')} error={errorText(errors.shippingMethodId?.message)} />}
        {quote && quote.problems.length > 0 && (
          <div className="alert alert-warning alert-soft flex-col items-start" role="alert" data-testid="checkout-market-problems">
            {quote.problems.map((p) => (
              <p key={p.variantId}>{errorText(p.message)}</p>
            ))}
            <Link to="/cart" className="btn btn-sm">
              <Trans>Change the cart</Trans>
            </Link>
          </div>
        )}
        {quote ? (
          <CheckoutSummary quote={quote} />
        ) : (
          <p className="mt-2 flex items-baseline justify-between text-lg">
            <span>
              <Trans>Total</Trans>
            </span>
            <strong className="text-2xl" data-testid="checkout-total">
              {format.money(cart.totalPriceMoney)}
            </strong>
          </p>
        )}
        {termsVersion !== null && (
          <div className="mt-2">
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm mt-1"
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? 'checkout-terms-error' : undefined}
                {...register('acceptTerms')}
              />
              <span>
                <Trans>
                  I accept the{' '}
                  <Link to={legalPagePath('terms')} className="link" target="_blank" rel="noopener">
                    {termsName}
                  </Link>{' '}
                  and have read the{' '}
                  <Link to={legalPagePath('shipping-returns')} className="link" target="_blank" rel="noopener">
                    {shippingReturnsName}
                  </Link>
                  , including the right of withdrawal
                </Trans>
              </span>
            </label>
            <FieldError id="checkout-terms-error" message={errorText(errors.acceptTerms?.message)} />
          </div>
        )}
        <div className="card-actions mt-2">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || Boolean(blocked)}>
            <ButtonSpinner show={busy} />
            <Trans>Place order</Trans>
          </button>
        </div>
      </div>
    </form>
  );
}
