import type { ReactNode } from 'react';

/**
 * A table cell that shows its column's name beside the value when the row reflows into a card
 * below md (the header row is hidden there). My Orders and Manage Orders use it.
 */
export function LabelledCell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`max-md:flex max-md:items-baseline max-md:gap-2 max-md:p-0 ${className}`}>
      <span className="shrink-0 text-xs text-base-content/70 md:hidden">{label}:</span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}
