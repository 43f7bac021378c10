import { describe, expect, it } from 'vitest';
import { cardMessages } from './form-messages';
import { cardCvcProblem, cardExpiryProblem, cardNumberProblem, sandboxCardSchema } from './payment';

describe('sandbox card rules (Stripe’s card element wording)', () => {
  it('checks the number’s length and Luhn digit', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberProblem('3782 822463 10005')).toBeUndefined();
    expect(cardNumberProblem('4242 4242')).toBe(cardMessages.numberIncomplete);
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(cardMessages.numberInvalid);
    expect(cardNumberProblem('4242-4242-4242-424x')).toBe(cardMessages.numberInvalid);
  });

  it('checks the expiry against the current month', () => {
    const now = new Date(2026, 10, 21);
    expect(cardExpiryProblem('11 / 26', now)).toBeUndefined();
    expect(cardExpiryProblem('1234', now)).toBeUndefined();
    expect(cardExpiryProblem('10 / 26', now)).toBe(cardMessages.expiryDatePast);
    expect(cardExpiryProblem('12 / 25', now)).toBe(cardMessages.expiryYearPast);
    expect(cardExpiryProblem('13 / 27', now)).toBe(cardMessages.expiryInvalid);
    expect(cardExpiryProblem('1', now)).toBe(cardMessages.expiryIncomplete);
    expect(cardExpiryProblem('ab/cd', now)).toBe(cardMessages.expiryInvalid);
  });

  it('wants 3 CVC digits, 4 for American Express', () => {
    expect(cardCvcProblem('123', '4242424242424242')).toBeUndefined();
    expect(cardCvcProblem('12', '4242424242424242')).toBe(cardMessages.cvcIncomplete);
    expect(cardCvcProblem('1234', '4242424242424242')).toBe(cardMessages.cvcInvalid);
    expect(cardCvcProblem('123', '378282246310005')).toBe(cardMessages.cvcIncomplete);
  });

  it('normalises the number to digits and reports each field', () => {
    expect(sandboxCardSchema.parse({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    const r = sandboxCardSchema.safeParse({ number: '', expiry: '', cvc: '' });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['number', 'expiry', 'cvc']);
  });
});
