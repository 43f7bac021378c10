import { describe, expect, it } from 'vitest';
import { createPageI18n } from '../../../lib/i18n';
import { signInReason as reasonIn } from './sign-in-reason';

const english = createPageI18n('en', 'US', {});
const signInReason = (returnTo: string) => reasonIn(english, returnTo);

describe('signInReason', () => {
  it('tells a visitor sent from checkout why, and that the cart is kept', () => {
    expect(signInReason('/checkout')).toBe('Sign in to check out; your cart is kept.');
    expect(signInReason('/checkout?step=1')).toBe('Sign in to check out; your cart is kept.');
  });

  it('tells one sent from a purchase page why; nothing otherwise', () => {
    expect(signInReason('/purchase/7d3f8a52-0c4e-4d8b-9a51-2f6f1c9e0b11')).toBe('Sign in to order this product.');
    expect(signInReason('/')).toBeNull();
    expect(signInReason('/dashboard')).toBeNull();
  });
});
