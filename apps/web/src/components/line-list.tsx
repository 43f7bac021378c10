import type { ReactNode } from 'react';
import { formatPrice } from '@store/contract/limits';

export interface Line {
  key: string;
  quantity: number;
  name: string;
  /** The line's total in dollars. */
  total: number;
  /** Shown after the total: a line's status on the payment page. */
  badge?: ReactNode;
}

/** "quantity × name … total" lines, as the checkout and the checkout's payment page list them. */
export function LineList({ lines, testId }: { lines: Line[]; testId: string }) {
  return (
    <ul>
      {lines.map((l) => (
        <li key={l.key} className="flex items-center justify-between gap-4 border-b border-base-300 py-2" data-testid={testId}>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {l.quantity.toLocaleString('en-US')} × {l.name}
          </span>
          <span className="flex items-center gap-2 font-semibold">
            {formatPrice(l.total)}
            {l.badge}
          </span>
        </li>
      ))}
    </ul>
  );
}
