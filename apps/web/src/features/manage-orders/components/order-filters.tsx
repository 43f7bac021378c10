import { useState, type FormEvent } from 'react';
import { orderStatuses, type OrderStatus } from '@store/contract';
import type { OrderFilters as Filters } from '../api/admin-orders';

/** Search, status and days placed; applied on submit (the list's address keeps them). */
export function OrderFilters({ value, onApply }: { value: Filters; onApply(filters: Filters): void }) {
  const [q, setQ] = useState(value.q ?? '');
  const [status, setStatus] = useState(value.status ?? '');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ q: q.trim() || undefined, status: (status || undefined) as OrderStatus | undefined, from: from || undefined, to: to || undefined });
  };
  return (
    <form role="search" aria-label="Filter orders" onSubmit={submit} className="grid grid-cols-2 gap-x-3 gap-y-1 md:grid-cols-[minmax(12rem,2fr)_repeat(3,minmax(0,1fr))_auto] md:items-end">
      <fieldset className="fieldset col-span-2 md:col-span-1">
        <label htmlFor="orders-q" className="fieldset-legend text-sm">
          Customer e-mail, product or transaction id
        </label>
        <input id="orders-q" type="search" className="input w-full" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
      </fieldset>
      <fieldset className="fieldset col-span-2 md:col-span-1">
        <label htmlFor="orders-status" className="fieldset-legend text-sm">
          Status
        </label>
        <select id="orders-status" className="select w-full" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All statuses</option>
          {orderStatuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </fieldset>
      <fieldset className="fieldset">
        <label htmlFor="orders-from" className="fieldset-legend text-sm">
          Placed from
        </label>
        <input id="orders-from" type="date" className="input w-full" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
      </fieldset>
      <fieldset className="fieldset">
        <label htmlFor="orders-to" className="fieldset-legend text-sm">
          Placed to
        </label>
        <input id="orders-to" type="date" className="input w-full" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      </fieldset>
      <button type="submit" className="btn btn-primary col-span-2 mt-2 md:col-span-1 md:mt-0 md:mb-1">
        Filter
      </button>
    </form>
  );
}
