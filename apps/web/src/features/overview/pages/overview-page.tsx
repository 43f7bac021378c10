import type { ReactNode } from 'react';
import type { Overview } from '@store/contract';
import { formatMoney } from '@store/contract/money';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { QueryView } from '../../../components/query-view';
import { useOverview } from '../api/get-overview';
import { BarChart } from '../components/bar-chart';

function Card({ title, className = '', children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`min-w-0 rounded-box border border-base-300 bg-base-100 p-4 ${className}`}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /dashboard/overview (admins): how the shop is doing, from the server's aggregates. */
export function OverviewPage() {
  const overview = useOverview();
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <h1 id="overview-title" className="text-3xl font-bold">
        Overview
      </h1>
      <QueryView query={overview} loadingLabel="Loading the overview">
        {(o) => <Figures o={o} />}
      </QueryView>
    </section>
  );
}

function Figures({ o }: { o: Overview }) {
  const { currency } = o.revenueTotal;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card title="Revenue per day" className="xl:col-span-2">
        <p className="mb-3 text-2xl font-bold" data-testid="revenue-total">
          {formatMoney(o.revenueTotal)} <span className="text-sm font-normal text-base-content/70">in the last 30 days</span>
        </p>
        <BarChart
          bars={o.revenuePerDay.map((d) => ({ label: d.day, value: d.revenue.amount }))}
          caption="Revenue per day over the last 30 days (paid, not refunded; UTC days)"
          format={(amount) => formatMoney({ amount, currency })}
          columns={['Day', 'Revenue']}
        />
        {(o.revenueByCurrency?.length ?? 0) > 1 && (
          <div className="mt-4 overflow-x-auto">
            <table className="table table-sm" data-testid="revenue-by-currency">
              <caption className="text-left text-sm font-semibold">By currency paid in</caption>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Charged</th>
                  <th scope="col">In {currency}</th>
                </tr>
              </thead>
              <tbody>
                {o.revenueByCurrency!.map((r) => (
                  <tr key={r.revenue.currency}>
                    <th scope="row">{r.revenue.currency}</th>
                    <td>{r.orders.toLocaleString('en-US')}</td>
                    <td className="whitespace-nowrap">{formatMoney(r.revenue)}</td>
                    <td className="whitespace-nowrap">{formatMoney(r.inStoreCurrency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title="Orders by status">
        <ul className="flex flex-wrap gap-3" aria-label="Orders by status">
          {o.ordersByStatus.map((s) => (
            <li key={s.status} data-testid={`status-count-${s.status}`} className="flex items-center gap-2 rounded-box bg-base-200 px-3 py-2">
              <OrderStatusBadge status={s.status} />
              <span className="text-lg font-semibold">{s.count.toLocaleString('en-US')}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-base-content/75">Delivered, Cancelled and Refunded: orders of the last 30 days.</p>
      </Card>
      <Card title="Top products (30 days)">
        {o.topProducts.length === 0 ? (
          <p className="text-sm">No sales in the last 30 days.</p>
        ) : (
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Units</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {o.topProducts.map((p) => (
                <tr key={p.productId} data-testid="top-product">
                  <th scope="row" className="[overflow-wrap:anywhere]">
                    {p.productName}
                  </th>
                  <td>{p.quantity.toLocaleString('en-US')}</td>
                  <td className="whitespace-nowrap">{formatMoney(p.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title={`Low on stock (${o.lowStock.threshold} or fewer)`}>
        {o.lowStock.products.length === 0 ? (
          <p className="text-sm">Every product has enough stock.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {o.lowStock.products.map((p) => (
              // One line per version running low: the product, its option values and its SKU.
              <li key={p.variantId ?? p._id} data-testid="low-stock" className="flex justify-between gap-3">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {p.name}
                  {p.version ? <span className="text-base-content/80"> · {p.version}</span> : null}
                  {p.sku ? <span className="block font-mono text-xs text-base-content/70">{p.sku}</span> : null}
                </span>
                <span className={`badge badge-sm ${p.available === 0 ? 'badge-error' : 'badge-warning'} badge-soft whitespace-nowrap`}>{p.available} left</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="New customers per week">
        <BarChart
          bars={o.newCustomersPerWeek.map((w) => ({ label: w.week, value: w.customers }))}
          caption="New customers per week over the last 12 weeks (weeks start on Monday)"
          format={(n) => n.toLocaleString('en-US')}
          columns={['Week of', 'New customers']}
        />
      </Card>
    </div>
  );
}
