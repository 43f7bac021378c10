import { useState, type FormEvent } from 'react';
import { countries, taxClasses, type TaxRate } from '@store/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InputField, SelectField } from '../../../components/form-field';
import { QueryView } from '../../../components/query-view';
import { ButtonSpinner } from '../../../components/spinner';
import { showToast } from '../../../lib/toast';
import { useDeleteTaxRate, useSaveTaxRate, useTaxRates } from '../api/market-admin';
import { formatRate, percentOfRate } from '@store/contract/tax-rates';
import { countryLabel, messageOf } from '../components/market-admin-format';

type Form = { country: string; region: string; taxClass: TaxRate['taxClass']; percent: string };
const emptyForm: Form = { country: '', region: '', taxClass: 'standard', percent: '' };
const rateName = (r: Pick<TaxRate, 'country' | 'region' | 'taxClass'>) => `${r.region || countryLabel(r.country)}, ${r.taxClass}`;

/** /dashboard/tax-rates (admins): the tax rates by country (and US state) and class; filter by country, add, edit, delete. */
export function TaxRatesPage() {
  const rates = useTaxRates();
  const save = useSaveTaxRate();
  const remove = useDeleteTaxRate();
  const [filter, setFilter] = useState('');
  const [form, setForm] = useState<Form>(emptyForm);
  const [error, setError] = useState<string>();
  const [toDelete, setToDelete] = useState<TaxRate | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ country: form.country, region: form.region.trim().toUpperCase(), taxClass: form.taxClass, percent: form.percent.trim() });
      void showToast('Tax rate saved');
      setForm(emptyForm);
    } catch (err) {
      setError(messageOf(err, 'Could not save this tax rate'));
    }
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ country: toDelete.country, region: toDelete.region, taxClass: toDelete.taxClass });
      void showToast('Tax rate deleted');
    } catch (err) {
      void showToast(messageOf(err, 'Could not delete this tax rate'), 'error');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Tax rates</h1>
      <form onSubmit={(e) => void submit(e)} aria-label="Set a tax rate" className="grid gap-2 rounded-box border border-base-300 bg-base-100 p-3 sm:grid-cols-2 sm:items-end">
        <SelectField id="tax-country" label="Country" value={form.country} onChange={(e) => setForm({ ...form, country: e.target.value })}>
          <option value="">Choose a country</option>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
        <InputField id="tax-region" label="Region (empty, or e.g. US-CA)" value={form.region} onChange={(e) => setForm({ ...form, region: e.target.value })} />
        <SelectField id="tax-class" label="Tax class" value={form.taxClass} onChange={(e) => setForm({ ...form, taxClass: e.target.value as TaxRate['taxClass'] })}>
          {taxClasses.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <InputField id="tax-percent" label="Rate in % (e.g. 19 or 8.875)" inputMode="decimal" value={form.percent} onChange={(e) => setForm({ ...form, percent: e.target.value })} />
        {error && (
          <p role="alert" className="text-sm text-error sm:col-span-2">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-sm self-start sm:w-auto" disabled={save.isPending}>
          <ButtonSpinner show={save.isPending} />
          Save tax rate
        </button>
      </form>
      <fieldset className="fieldset max-w-xs">
        <label htmlFor="tax-filter" className="fieldset-legend text-sm">
          Show country
        </label>
        <select id="tax-filter" className="select" value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value="">All countries</option>
          {[...new Set(rates.data?.map((r) => r.country) ?? [])].map((code) => (
            <option key={code} value={code}>
              {countryLabel(code)}
            </option>
          ))}
        </select>
      </fieldset>
      <QueryView query={rates} loadingLabel="Loading tax rates">
        {(list) => (
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100" role="region" aria-label="Tax rates" tabIndex={0}>
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>Country</th>
                  <th>Region</th>
                  <th>Class</th>
                  <th>Rate</th>
                  <th>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list
                  .filter((r) => filter === '' || r.country === filter)
                  .map((r) => (
                    <tr key={`${r.country}/${r.region}/${r.taxClass}`} data-testid="tax-rate-row">
                      <th>{countryLabel(r.country)}</th>
                      <td>{r.region || 'Whole country'}</td>
                      <td>{r.taxClass}</td>
                      <td>{formatRate(r.rate)}</td>
                      <td className="whitespace-nowrap">
                        <button type="button" className="btn btn-xs btn-neutral" onClick={() => setForm({ country: r.country, region: r.region, taxClass: r.taxClass, percent: percentOfRate(r.rate) })}>
                          Edit<span className="sr-only"> {rateName(r)}</span>
                        </button>{' '}
                        <button type="button" className="btn btn-xs btn-outline btn-error" onClick={() => setToDelete(r)}>
                          Delete<span className="sr-only"> {rateName(r)}</span>
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
        message={toDelete ? `Delete the tax rate ${rateName(toDelete)} (${formatRate(toDelete.rate)})?` : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
