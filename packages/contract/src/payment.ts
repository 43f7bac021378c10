import { z } from 'zod';
import { singleLineText } from './text';
import { cardMessages } from './form-messages';

/** GET /api/payment-config: which card provider the payment page talks to. */
export const paymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const digitsOf = (s: string) => s.replace(/[\s-]/g, '');
const isAmex = (digits: string) => /^3[47]/.test(digits);

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(input: string): string | undefined {
  const digits = digitsOf(input);
  if (!/^\d*$/.test(digits)) return cardMessages.numberInvalid;
  const length = isAmex(digits) ? 15 : 16;
  if (digits.length < length) return cardMessages.numberIncomplete;
  if (digits.length > length || !luhnValid(digits)) return cardMessages.numberInvalid;
  return undefined;
}

/** Expiry as MM/YY (spaces allowed around the slash); `now` is a parameter so tests can pin it. */
export function cardExpiryProblem(input: string, now: Date = new Date()): string | undefined {
  const compact = input.replace(/\s/g, '');
  const match = /^(\d{2})\/?(\d{2})$/.exec(compact);
  if (!match) return /^[\d/]*$/.test(compact) && compact.length < 5 ? cardMessages.expiryIncomplete : cardMessages.expiryInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return cardMessages.expiryInvalid;
  const thisYear = now.getFullYear();
  if (year < thisYear) return cardMessages.expiryYearPast;
  if (year === thisYear && month < now.getMonth() + 1) return cardMessages.expiryDatePast;
  if (year > thisYear + 50) return cardMessages.expiryInvalid;
  return undefined;
}

export function cardCvcProblem(input: string, number: string): string | undefined {
  const cvc = input.trim();
  if (!/^\d*$/.test(cvc)) return cardMessages.cvcInvalid;
  const length = isAmex(digitsOf(number)) ? 4 : 3;
  if (cvc.length < length) return cardMessages.cvcIncomplete;
  if (cvc.length > length) return cardMessages.cvcInvalid;
  return undefined;
}

/** The sandbox card form and its server check: the same rules Stripe's card element applies. */
export const sandboxCardSchema = z
  .object({
    number: singleLineText().max(40),
    expiry: singleLineText().max(10),
    cvc: singleLineText().max(10),
  })
  .superRefine((card, ctx) => {
    const problems = {
      number: cardNumberProblem(card.number),
      expiry: cardExpiryProblem(card.expiry),
      cvc: cardCvcProblem(card.cvc, card.number),
    };
    for (const [field, message] of Object.entries(problems)) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((card) => ({ ...card, number: digitsOf(card.number), cvc: card.cvc.trim() }));
export type SandboxCard = z.input<typeof sandboxCardSchema>;

/** POST /api/sandbox/confirm-payment: what Stripe.js' confirmCardPayment sends, for the sandbox. */
export const confirmSandboxPaymentSchema = z.object({
  clientSecret: singleLineText().min(1).max(200),
  card: sandboxCardSchema,
  billingDetails: z.object({ name: singleLineText().max(200).optional(), email: singleLineText().max(254).optional() }).optional(),
});
export type ConfirmSandboxPayment = z.input<typeof confirmSandboxPaymentSchema>;
export const confirmedPaymentSchema = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded') }),
});
export type ConfirmedPayment = z.infer<typeof confirmedPaymentSchema>;
