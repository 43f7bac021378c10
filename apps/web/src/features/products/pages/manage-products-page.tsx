import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AdminProduct, AdminProductStatus } from '@store/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useAdminProducts, useArchiveProduct } from '../api/admin-products';
import { AdminProductsTable } from '../components/admin-products-table';
import { CatalogueCsvActions } from '../components/catalogue-csv-actions';

const pageSize = 20;

/**
 * /dashboard/products (admins): every product, searchable, a page at a time (keyset cursors: the
 * pages seen so far are kept so Previous goes back), live or archived, low stock highlighted.
 */
export function ManageProductsPage() {
  const [status, setStatus] = useState<AdminProductStatus>('active');
  const [lowStock, setLowStock] = useState(false);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // cursors[i] opens page i (undefined: the first page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  const products = useAdminProducts({
    status,
    limit: pageSize,
    ...(q && { q }),
    ...(lowStock && status === 'active' && { lowStock: 'true' }),
    ...(cursors[pageIndex] && { cursor: cursors[pageIndex] }),
  });
  const archive = useArchiveProduct();
  const [toArchive, setToArchive] = useState<AdminProduct | null>(null);

  const restart = () => setCursors([undefined]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    restart();
  };
  const confirmArchive = async () => {
    if (!toArchive) return;
    try {
      await archive.mutateAsync(toArchive._id);
      void showToast(`${toArchive.name} is archived: gone from the shop, still in its orders`);
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not archive this product', 'error');
    } finally {
      setToArchive(null);
    }
  };

  const data = products.data;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">
          Manage Products {data && <span className="text-base-content/60">({data.totalCapped ? `${data.total.toLocaleString('en-US')}+` : data.total.toLocaleString('en-US')})</span>}
        </h1>
        <Link to="/dashboard/add-product" className="btn btn-primary btn-sm">
          Add Product
        </Link>
      </div>
      <CatalogueCsvActions />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <form role="search" onSubmit={search} className="join w-full lg:max-w-md">
          <label htmlFor="admin-product-search" className="sr-only">
            Search products
          </label>
          <input
            id="admin-product-search"
            type="search"
            className="input join-item w-full"
            placeholder="Search by name, description, specs"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="btn join-item">
            Search
          </button>
        </form>
        <div role="group" aria-label="Show" className="join">
          {(['active', 'archived'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              className={`btn btn-sm join-item ${status === s ? 'btn-active btn-neutral' : ''}`}
              onClick={() => {
                setStatus(s);
                restart();
              }}
            >
              {s === 'active' ? 'On sale' : 'Archived'}
            </button>
          ))}
        </div>
        {status === 'active' && (
          <label className="label cursor-pointer gap-2 text-sm text-base-content">
            <input
              type="checkbox"
              // The native box in the warning colour: daisyUI's checkbox is left out of the stylesheet (index.css).
              className="size-4 accent-warning"
              checked={lowStock}
              onChange={(e) => {
                setLowStock(e.target.checked);
                restart();
              }}
            />
            Low stock only{data && ` (${data.lowStockThreshold} or fewer)`}
          </label>
        )}
      </div>
      <QueryView query={products} loadingLabel="Loading products">
        {(page) =>
          page.products.length === 0 ? (
            <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center text-base-content/70">No products match.</p>
          ) : (
            <AdminProductsTable products={page.products} firstNumber={pageIndex * pageSize + 1} onArchive={setToArchive} />
          )
        }
      </QueryView>
      <nav aria-label="Pages" className="flex items-center justify-between gap-2">
        <button type="button" className="btn btn-sm" disabled={pageIndex === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous page
        </button>
        <span className="text-sm text-base-content/70">Page {pageIndex + 1}</span>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!data?.next || products.isPlaceholderData}
          onClick={() => data?.next && setCursors((c) => [...c, data.next])}
        >
          Next page
        </button>
      </nav>
      <ConfirmDialog
        open={toArchive !== null}
        message={toArchive ? `Archive ${toArchive.name}? Shoppers will no longer see it; its orders keep showing it.` : ''}
        confirmLabel="Archive"
        busy={archive.isPending}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setToArchive(null)}
      />
    </section>
  );
}
