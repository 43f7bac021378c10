// How the sandbox answers each card: Stripe's documented test cards behave as they do on Stripe
// (https://stripe.com/docs/testing), so a shopper or a test sees the same outcome on either provider.
import { cardMessages } from '@store/contract';

export type CardOutcome =
  | { ok: true }
  | { ok: false; code: string; declineCode?: string; message: string };

const declined = (declineCode: string, message: string = cardMessages.declined): CardOutcome => ({
  ok: false,
  code: 'card_declined',
  declineCode,
  message,
});

const outcomes: Record<string, CardOutcome> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '2223003122003222': { ok: true },
  '5200828282828210': { ok: true },
  '378282246310005': { ok: true },
  '371449635398431': { ok: true },
  '6011111111111117': { ok: true },
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds', cardMessages.insufficientFunds),
  '4000000000009987': declined('lost_card'),
  '4000000000009979': declined('stolen_card'),
  '4100000000000019': declined('fraudulent'),
  '4000000000000069': { ok: false, code: 'expired_card', message: cardMessages.expiredCard },
  '4000000000000127': { ok: false, code: 'incorrect_cvc', message: cardMessages.incorrectCvc },
  '4000000000000119': { ok: false, code: 'processing_error', message: cardMessages.processingError },
};

/** `number` is digits only (the contract's card schema strips spaces). */
export function testCardOutcome(number: string): CardOutcome {
  // Like Stripe in test mode: a card that is not a test card is refused, never "charged".
  return outcomes[number] ?? declined('live_mode_test_card', cardMessages.liveCardInTestMode);
}
