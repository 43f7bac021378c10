import { useState } from 'react';
import type { AdminMarket } from '@store/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useAdminMarkets, useDeleteMarket } from '../api/market-admin';
import { MarketForm } from '../components/market-form';
import { countryLabel, messageOf } from '../components/market-admin-format';

/** /dashboard/markets (admins): the markets, each with its countries, currency, tax display and language; add, edit, delete. */
export function MarketsPage() {
  const markets = useAdminMarkets();
  const remove = useDeleteMarket();
  const [editing, setEditing] = useState<AdminMarket | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminMarket | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      void showToast('Market deleted');
    } catch (err) {
      void showToast(messageOf(err, 'Could not delete this market'), 'error');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">Markets</h1>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          Add a market
        </button>
      </div>
      {editing && <MarketForm key={editing === 'new' ? 'new' : editing.id} market={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      <QueryView query={markets} loadingLabel="Loading markets">
        {(list) => (
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100" role="region" aria-label="Markets" tabIndex={0}>
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>Market</th>
                  <th>Countries</th>
                  <th>Currency</th>
                  <th>Prices</th>
                  <th>Language</th>
                  <th>Versions left out</th>
                  <th>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((m) => (
                  <tr key={m.id} data-testid="market-row">
                    <th>{m.name}</th>
                    <td className="min-w-0">{m.fallback ? 'Every other country (fallback)' : m.countries.map(countryLabel).join(', ')}</td>
                    <td>
                      {m.currency}
                      {!m.exchangeRate && (
                        <span className="badge badge-warning badge-sm ms-1 whitespace-nowrap" title={`Only versions with a price set in ${m.currency} are sold here`}>
                          No exchange rate
                        </span>
                      )}
                    </td>
                    <td>{m.pricesIncludeTax ? 'Tax included' : 'Tax added at checkout'}</td>
                    <td>{m.languages.join(', ')}</td>
                    <td>{m.excludedVariants}</td>
                    <td className="whitespace-nowrap">
                      <button type="button" className="btn btn-xs btn-neutral" onClick={() => setEditing(m)}>
                        Edit<span className="sr-only"> {m.name}</span>
                      </button>{' '}
                      <button type="button" className="btn btn-xs btn-outline btn-error" onClick={() => setToDelete(m)}>
                        Delete<span className="sr-only"> {m.name}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <ConfirmDialog
        open={toDelete !== null}
        message={toDelete ? `Delete the market ${toDelete.name}? Its countries go to the fallback market.` : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
