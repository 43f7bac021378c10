import type { ReactNode } from 'react';
import type { Money } from '@store/contract/money';
import { usePageFormat } from '../lib/format';

export interface Line {
  key: string;
  quantity: number;
  name: string;
  /** Under the name: the version and its SKU ("230 V / EU · SKU CS-185-230-EU"); empty for none. */
  detail?: string;
  /** The line's total, exact. */
  total: Money;
  /** Shown after the total (a line's refund on the order page). */
  badge?: ReactNode;
}

/** "quantity × name … total" lines, as checkout and the payment page list them. */
export function LineList({ lines, testId }: { lines: Line[]; testId: string }) {
  const format = usePageFormat();
  return (
    <ul>
      {lines.map((l) => (
        <li key={l.key} className="flex items-center justify-between gap-4 border-b border-base-300 py-2" data-testid={testId}>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {format.number(l.quantity)} × {l.name}
            {l.detail && <span className="block text-sm text-base-content/70">{l.detail}</span>}
          </span>
          <span className="flex items-center gap-2 font-semibold whitespace-nowrap">
            {format.money(l.total)}
            {l.badge}
          </span>
        </li>
      ))}
    </ul>
  );
}
