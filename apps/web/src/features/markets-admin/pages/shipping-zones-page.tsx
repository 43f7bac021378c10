import { useState } from 'react';
import type { AdminShippingZone } from '@store/contract';
import { formatMoney } from '@store/contract/money';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useDeleteShippingZone, useShippingZones } from '../api/market-admin';
import { countryLabel, messageOf } from '../components/market-admin-format';
import { rateWords } from '../components/shipping-rate-text';
import { ZoneForm } from '../components/zone-form';

/** /dashboard/shipping-zones (admins): each zone's countries and methods with their rates per currency; add, edit, delete. */
export function ShippingZonesPage() {
  const zones = useShippingZones();
  const remove = useDeleteShippingZone();
  const [editing, setEditing] = useState<AdminShippingZone | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminShippingZone | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      void showToast('Shipping zone deleted');
    } catch (err) {
      void showToast(messageOf(err, 'Could not delete this zone'), 'error');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">Shipping zones</h1>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          Add a shipping zone
        </button>
      </div>
      <p className="max-w-3xl text-sm">A country is in one zone at most; a country in none is not shipped to. A method without a rate in the order&apos;s currency is not offered.</p>
      {editing && <ZoneForm key={editing === 'new' ? 'new' : editing.id} zone={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      <QueryView query={zones} loadingLabel="Loading shipping zones">
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((z) => (
              <li key={z.id} className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="zone">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-xl font-semibold">{z.name}</h2>
                  <span className="flex gap-1">
                    <button type="button" className="btn btn-xs btn-neutral" onClick={() => setEditing(z)}>
                      Edit<span className="sr-only"> {z.name}</span>
                    </button>
                    <button type="button" className="btn btn-xs btn-outline btn-error" onClick={() => setToDelete(z)}>
                      Delete<span className="sr-only"> {z.name}</span>
                    </button>
                  </span>
                </div>
                <p className="text-sm">{z.countries.map(countryLabel).join(', ')}</p>
                <div className="mt-2 overflow-x-auto" role="region" aria-label={`Methods of ${z.name}`} tabIndex={0}>
                  <table className="table table-sm">
                    <thead>
                      <tr>
                        <th>Method</th>
                        <th>Delivery</th>
                        <th>Rates</th>
                        <th>Free from</th>
                      </tr>
                    </thead>
                    <tbody>
                      {z.methods.map((m) => (
                        <tr key={m.id}>
                          <th>{m.name}</th>
                          <td className="whitespace-nowrap">
                            {m.deliveryDays.min}–{m.deliveryDays.max} days
                          </td>
                          <td className="min-w-0">
                            {Object.entries(m.rates).map(([currency, r]) => (
                              <div key={currency}>
                                {currency}: {rateWords(currency, r)}
                              </div>
                            ))}
                          </td>
                          <td>
                            {Object.entries(m.freeFrom)
                              .map(([currency, amount]) => formatMoney({ amount, currency }))
                              .join(', ') || 'Never'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={toDelete !== null}
        message={toDelete ? `Delete the shipping zone ${toDelete.name}? Its countries are no longer shipped to until another zone lists them.` : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
