import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { sandboxCardSchema } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { translateFormText } from '../../../lib/form-messages';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { errorMessage, type CardEntryProps } from './card-entry';
import { ButtonSpinner } from '../../../components/spinner';

type CardField = 'number' | 'expiry' | 'cvc';
const fields: { name: CardField; label: MessageDescriptor; autoComplete: string; placeholder: MessageDescriptor | string }[] = [
  { name: 'number', label: msg`Card number`, autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  { name: 'expiry', label: msg`Expiry (MM/YY)`, autoComplete: 'cc-exp', placeholder: msg`MM / YY` },
  { name: 'cvc', label: msg`CVC`, autoComplete: 'cc-csc', placeholder: '123' },
];

/**
 * The sandbox provider's card entry: our own fields with Stripe's rules and messages, confirmed
 * through our API (no money moves). Stripe's test cards behave as they do on Stripe.
 */
export function SandboxCardForm({ clientSecret, billing, amountLabel, onSucceeded }: CardEntryProps) {
  const { t, i18n } = useLingui();
  /** The contract's card messages (Stripe's words) in the page's language where they are messages. */
  const spec = (text: string | undefined) => (text === undefined ? undefined : translateFormText(i18n, text));
  const [providerError, setProviderError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(sandboxCardSchema), defaultValues: { number: '', expiry: '', cvc: '' } });

  const onSubmit = handleSubmit(async (card) => {
    if (!clientSecret) return;
    setProviderError(null);
    let paymentIntentId: string;
    try {
      paymentIntentId = (await confirmSandboxPayment({ clientSecret, card, billingDetails: billing })).id;
    } catch (err) {
      // The server checks the card with the same rules; its per-field messages go under the fields.
      const names = fields.map((f) => f.name);
      if (!applyServerFieldErrors(err, setError, names, 'card')) setProviderError(errorMessage(i18n, err));
      return;
    }
    try {
      await onSucceeded(paymentIntentId);
    } catch (err) {
      setProviderError(errorMessage(i18n, err));
    }
  });

  // Every attempt starts without the last one's message, also one the form's own checks stop
  // before it reaches the provider: a new message replaces the old, never sits beside it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProviderError(null);
    return onSubmit(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Card payment`} className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70">
        <Trans>Test mode: no money moves. Use card 4242 4242 4242 4242, any future date and any CVC.</Trans>
      </p>
      <div className="grid grid-cols-2 gap-x-3">
        {fields.map((f) => (
          <InputField
            key={f.name}
            id={`card-${f.name}`}
            label={i18n._(f.label)}
            className={f.name === 'number' ? 'col-span-2' : undefined}
            controlClassName="font-mono"
            inputMode="numeric"
            autoComplete={f.autoComplete}
            placeholder={typeof f.placeholder === 'string' ? f.placeholder : i18n._(f.placeholder)}
            error={spec(errors[f.name]?.message)}
            {...register(f.name)}
          />
        ))}
      </div>
      {providerError && (
        <p className="text-sm text-error" role="alert" data-testid="payment-error">
          {providerError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block mt-2" disabled={!clientSecret || isSubmitting}>
        <ButtonSpinner show={isSubmitting} />
        <Trans>Pay {amountLabel}</Trans>
      </button>
    </form>
  );
}
