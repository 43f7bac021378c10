import type { Order } from '@store/contract';
import { useLingui } from '@lingui/react/macro';

/**
 * An order's invoice and credit notes as PDF downloads (the session cookie goes with the request;
 * the server answers only the order's owner and admins). Nothing for an order without any. In a
 * narrow table column the numbers are left to screen readers (`numbers` false).
 */
export function InvoiceLinks({ order, className = '', numbers = true }: { order: Pick<Order, 'invoices'>; className?: string; numbers?: boolean }) {
  const { t } = useLingui();
  const documents = order.invoices ?? [];
  if (documents.length === 0) return null;
  return (
    <ul className={`flex flex-col gap-0.5 text-xs ${className}`} data-testid="invoice-links">
      {documents.map((d) => (
        <li key={d.number}>
          <a className="link whitespace-nowrap" href={`/api/invoice/${encodeURIComponent(d.number)}`} download={`${d.number}.pdf`}>
            {d.kind === 'invoice' ? t`Invoice` : t`Credit note`} <span className={numbers ? '' : 'sr-only'}>{d.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
