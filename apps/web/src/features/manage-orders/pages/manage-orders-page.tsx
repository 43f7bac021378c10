import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderStatuses, type OrderStatus } from '@store/contract';
import { ErrorState } from '../../../components/error-state';
import { failedAsWhole, LoadMore } from '../../../components/load-more';
import { ButtonSpinner, Spinner } from '../../../components/spinner';
import { showToast } from '../../../lib/toast';
import { downloadOrdersCsv, useAllOrders, type OrderFilters as Filters } from '../api/admin-orders';
import { AllOrdersTable } from '../components/all-orders-table';
import { OrderFilters } from '../components/order-filters';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** /dashboard/manage-orders (admins): every order, newest first, filtered, a page at a time; CSV export. */
export function ManageOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: Filters = {
    q: params.get('q') ?? undefined,
    status: orderStatuses.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const orders = useAllOrders(filters);
  const list = orders.data?.pages.flatMap((p) => p.data) ?? [];

  const apply = (next: Filters) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) search.set(k, v);
    setParams(search);
  };

  // The export covers the chosen days, or the last 30 when none are chosen.
  const exportTo = filters.to ?? day(new Date());
  const exportFrom = filters.from ?? day(new Date(Date.parse(exportTo) - 29 * 86_400_000));
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(exportFrom, exportTo);
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not export the orders', 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="manage-orders-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="manage-orders-title" className="text-3xl font-bold">
          Manage Orders
        </h1>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void exportCsv()} disabled={exporting}>
          <ButtonSpinner show={exporting} />
          Export CSV ({exportFrom} to {exportTo})
        </button>
      </div>
      <OrderFilters key={params.toString()} value={filters} onApply={apply} />
      {orders.isPending ? (
        <Spinner label="Loading orders" />
      ) : failedAsWhole(orders) ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center">No orders match.</p>
      ) : (
        <>
          <AllOrdersTable orders={list} />
          <LoadMore pages={orders} label="Load more orders" className="btn-sm self-center" />
        </>
      )}
    </section>
  );
}
