import { describe, expect, it } from 'vitest';
import { isOutOfStock, orderFormSchema, orderTotalCents, quantityProblem } from './order';
import { limits } from './limits';
import { stockState } from './quantity';

describe('the quantity rule (docs/product/orders-and-payments.md)', () => {
  const product = { minOrderQuantity: 2, available: 40 };

  it('names the bound with the customer’s messages below the minimum and above the stock', () => {
    expect(quantityProblem(1, product)).toEqual({ kind: 'minimum', message: 'Minimum Order is 2' });
    expect(quantityProblem(0, product)).toEqual({ kind: 'minimum', message: 'Minimum Order is 2' });
    expect(quantityProblem(41, product)).toEqual({ kind: 'maximum', message: 'Maximum Order is 40' });
    expect(quantityProblem(2, product)).toBeUndefined();
    expect(quantityProblem(40, product)).toBeUndefined();
  });

  it('says a fraction or a negative number is not a whole number, before the range', () => {
    for (const quantity of [2.5, -3, 40.5, Number.POSITIVE_INFINITY]) {
      expect(quantityProblem(quantity, product)).toEqual({ kind: 'wholeNumber', message: 'Enter a whole number' });
    }
  });

  it('gives the form and the server the same message for a quantity that is not whole', () => {
    const message = (totalQuantity: unknown) =>
      orderFormSchema.safeParse({ address: 'a', phone: '123456', totalQuantity }).error?.issues[0]?.message;
    expect(message(2.5)).toBe('Enter a whole number');
    expect(message(-3)).toBe('Enter a whole number');
    expect(message(undefined)).toBe('Quantity is required to ordre');
    expect(message(0)).toBeUndefined(); // below the minimum: quantityProblem's 'Minimum Order is {n}'
  });

  it('leaves an empty quantity to the form schema’s own message', () => {
    expect(quantityProblem(Number.NaN, product)).toBeUndefined();
  });

  it('is out of stock when not even the minimum order is left', () => {
    expect(isOutOfStock({ minOrderQuantity: 2, available: 1 })).toBe(true);
    expect(isOutOfStock({ minOrderQuantity: 2, available: 2 })).toBe(false);
  });

  it('shows the same stock words: out below the minimum order, then low up to limits.lowStock', () => {
    expect(stockState({ minOrderQuantity: 5, available: 3 })).toBe('out');
    expect(stockState({ minOrderQuantity: 1, available: 0 })).toBe('out');
    expect(stockState({ minOrderQuantity: 1, available: limits.lowStock })).toBe('low');
    expect(stockState({ minOrderQuantity: 1, available: limits.lowStock + 1 })).toBe('in-stock');
  });
});

describe('the order total', () => {
  it('is quantity times price in integer cents, without floating-point drift', () => {
    expect(orderTotalCents(3, 10)).toBe(30);
    expect(orderTotalCents(3, 12_999)).toBe(38_997);
  });

  it('is 0 while the quantity is not a positive whole number', () => {
    for (const quantity of [Number.NaN, 0, -1, 1.5]) expect(orderTotalCents(quantity, 12_999)).toBe(0);
  });
});
