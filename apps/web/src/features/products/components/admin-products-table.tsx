import { Link } from 'react-router';
import type { AdminProduct } from '@store/contract';
import { formatMoney } from '@store/contract/money';
import { ProductThumbnail } from '../../../components/product-thumbnail';

interface AdminProductsTableProps {
  products: AdminProduct[];
  /** Row number of the first product (pages after the first continue the count). */
  firstNumber: number;
  onArchive(product: AdminProduct): void;
}

/**
 * The admin catalogue: picture, name and category, price, stock (low stock highlighted), Edit and
 * Archive. On a phone the price and category go under the name so the actions stay on screen.
 */
export function AdminProductsTable({ products, firstNumber, onArchive }: AdminProductsTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm sm:table-md">
        <caption className="sr-only">Products</caption>
        <thead>
          <tr>
            <th scope="col" className="hidden sm:table-cell">
              #
            </th>
            <th scope="col">Product</th>
            <th scope="col" className="hidden text-right sm:table-cell">
              Price
            </th>
            <th scope="col" className="text-right">
              Stock
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p, i) => (
            <tr key={p._id} data-testid="admin-product-row" className={p.lowStock ? 'bg-warning/10' : undefined}>
              <th scope="row" className="hidden sm:table-cell">
                {firstNumber + i}
              </th>
              <td>
                <div className="flex items-center gap-3">
                  <ProductThumbnail src={p.img} width={64} loading="lazy" className="hidden sm:block" />
                  <div className="min-w-0 [overflow-wrap:anywhere]">
                    <p className="font-medium">{p.name}</p>
                    <p className="text-xs text-base-content/70">
                      <span className="sm:hidden">{formatMoney(p.priceMoney)} · </span>
                      {p.category?.name ?? 'No category'}
                      {p.archivedAt && <span className="badge badge-ghost badge-sm ml-1">Archived</span>}
                    </p>
                  </div>
                </div>
              </td>
              <td className="hidden text-right tabular-nums sm:table-cell">{formatMoney(p.priceMoney)}</td>
              <td className="text-right tabular-nums" data-testid="admin-product-stock">
                {p.lowStock ? (
                  <span className="badge badge-warning whitespace-nowrap" title="Low stock">
                    {p.available.toLocaleString('en-US')}
                    <span className="sr-only"> (low stock)</span>
                  </span>
                ) : (
                  p.available.toLocaleString('en-US')
                )}
              </td>
              <td>
                {!p.archivedAt && (
                  <div className="flex flex-col justify-end gap-1 sm:flex-row">
                    <Link to={`/dashboard/products/${p._id}`} className="btn btn-xs btn-neutral">
                      Edit<span className="sr-only"> {p.name}</span>
                    </Link>
                    <button type="button" className="btn btn-xs btn-outline btn-error" onClick={() => onArchive(p)}>
                      Archive<span className="sr-only"> {p.name}</span>
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
