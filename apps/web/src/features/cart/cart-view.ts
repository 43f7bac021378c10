// What the cart page shows per line and in its total, from one calculation: a line's amount and
// the total never disagree, whatever the shopper typed.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Cart, CartLine } from '@store/contract';
import type { Money } from '@store/contract/money';
import { lineAmount, sumMoney } from '@store/contract/quantity';
import { quantityProblem, type QuantityProblem } from '@store/contract/quantity-problem';
import { translateSpecText } from '../../lib/spec-text';

/**
 * What keeps a line from being checked out. One kind per reason, so a new state of a line (a product
 * no longer sold, say) is one more kind here and one more message on the line.
 */
export type CartLineProblem = { kind: 'required' | 'noLongerSold'; message: string } | QuantityProblem;

export interface CartLineView {
  line: CartLine;
  /** The typed quantity as a number (NaN while the field is empty). */
  quantity: number;
  problem?: CartLineProblem;
  /** The line's amount: quantity x price, as the total counts it (0 while not a whole number). */
  amount: Money;
}

export interface CartView {
  lines: CartLineView[];
  /** The sum of the lines' amounts, in the cart's currency. */
  total: Money;
  /** How many lines must be fixed before checkout opens. */
  linesToFix: number;
  /** How many of those are products no longer sold (they can only be removed). */
  linesNoLongerSold: number;
}

/** The quantity typed into a line, as a number (NaN while the field is empty). */
export const parseQuantity = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const quantityRequired = 'Quantity is required';

/** What stops one line from being ordered: no longer sold, or the order quantity rules (the server applies them again). */
export function cartLineProblem(line: CartLine, quantity: number): CartLineProblem | undefined {
  if (line.noLongerSold) return { kind: 'noLongerSold', message: 'No longer sold' };
  if (Number.isNaN(quantity)) return { kind: 'required', message: quantityRequired };
  return quantityProblem(quantity, line);
}

/** A line's problem in the page's language (its `message` is the English the rules give). */
export function cartLineProblemText(i18n: I18n, problem: CartLineProblem): string {
  if (problem.kind === 'required') return i18n._(msg`Quantity is required`);
  if (problem.kind === 'noLongerSold') return i18n._(msg`No longer sold`);
  return translateSpecText(i18n, problem.message);
}

/**
 * Every line with its problem and amount, and the total of exactly those amounts. A line that
 * breaks a rule still shows (and counts) what its quantity costs, with what is wrong beside it;
 * checkout stays closed while `linesToFix` is above 0.
 */
export function cartView(cart: Pick<Cart, 'lines' | 'totalPriceMoney'>, typedOf: (line: CartLine) => string): CartView {
  const views = cart.lines.map((line): CartLineView => {
    const quantity = parseQuantity(typedOf(line));
    // Integer minor units, summed as they are shown: the total is the lines' amounts added up. A
    // product no longer sold counts for nothing (the server's total leaves it out too).
    const amount = lineAmount(line.noLongerSold ? 0 : quantity, line.priceMoney);
    return { line, quantity, problem: cartLineProblem(line, quantity), amount };
  });
  return {
    lines: views,
    // The server's total says the currency (an empty cart has no line to say it).
    total: sumMoney(views.map((v) => v.amount), cart.totalPriceMoney.currency),
    linesToFix: views.filter((v) => v.problem).length,
    linesNoLongerSold: views.filter((v) => v.problem?.kind === 'noLongerSold').length,
  };
}
