import { useState, type FormEvent } from 'react';
import type { CurrencyRate } from '@store/contract';
import { formatMoney } from '@store/contract/money';
import { InputField, SelectField } from '../../../components/form-field';
import { QueryView } from '../../../components/query-view';
import { showToast } from '../../../lib/toast';
import { useCurrencyRates, useDeleteCurrencyRate, useSaveCurrencyRate } from '../api/market-admin';
import { messageOf } from './market-admin-format';

/** A rounding rule in words, its amounts through formatMoney: "ends 0.01 under a multiple of 1.00". */
export function roundingWords(r: Pick<CurrencyRate, 'currency' | 'roundingMode' | 'roundingStep' | 'roundingBelow'>): string {
  const step = formatMoney({ amount: r.roundingStep, currency: r.currency });
  if (r.roundingMode === 'nearest') return `to the nearest ${step}`;
  return `ends ${formatMoney({ amount: r.roundingBelow, currency: r.currency })} under a multiple of ${step}`;
}

/** The exchange rates derived prices come from: set one (exact decimal text) or delete it. */
export function ExchangeRates() {
  const rates = useCurrencyRates();
  const save = useSaveCurrencyRate();
  const remove = useDeleteCurrencyRate();
  const [form, setForm] = useState({ currency: '', rate: '', roundingMode: 'nearest' as CurrencyRate['roundingMode'], roundingStep: '1', roundingBelow: '0' });
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({
        currency: form.currency.trim().toUpperCase(),
        input: { rate: form.rate.trim(), roundingMode: form.roundingMode, roundingStep: Number(form.roundingStep), roundingBelow: Number(form.roundingBelow) },
      });
      void showToast('Exchange rate saved');
    } catch (err) {
      setError(messageOf(err, 'Could not save this rate'));
    }
  };
  const edit = (r: CurrencyRate) => setForm({ currency: r.currency, rate: r.rate, roundingMode: r.roundingMode, roundingStep: String(r.roundingStep), roundingBelow: String(r.roundingBelow) });
  const drop = async (currency: string) => {
    try {
      await remove.mutateAsync(currency);
      void showToast('Exchange rate deleted');
    } catch (err) {
      void showToast(messageOf(err, 'Could not delete this rate'), 'error');
    }
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby="exchange-rates">
      <h2 id="exchange-rates" className="text-xl font-semibold">
        Exchange rates
      </h2>
      <QueryView query={rates} loadingLabel="Loading exchange rates">
        {(list) => (
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100" role="region" aria-label="Exchange rates" tabIndex={0}>
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>Currency</th>
                  <th>Rate (for one of the store&apos;s currency)</th>
                  <th>Rounding</th>
                  <th>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.currency}>
                    <th>{r.currency}</th>
                    <td>{r.rate}</td>
                    <td>{roundingWords(r)}</td>
                    <td className="whitespace-nowrap">
                      <button type="button" className="btn btn-xs btn-neutral" onClick={() => edit(r)}>
                        Edit<span className="sr-only"> {r.currency}</span>
                      </button>{' '}
                      <button type="button" className="btn btn-xs btn-outline btn-error" onClick={() => void drop(r.currency)}>
                        Delete<span className="sr-only"> {r.currency}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <form onSubmit={(e) => void submit(e)} aria-label="Set an exchange rate" className="grid gap-2 rounded-box border border-base-300 bg-base-100 p-3 sm:grid-cols-3 sm:items-end">
        <InputField id="rate-currency" label="Currency" maxLength={3} value={form.currency} onChange={(e) => setForm({ ...form, currency: e.target.value })} />
        <InputField id="rate-rate" label="Rate" inputMode="decimal" value={form.rate} onChange={(e) => setForm({ ...form, rate: e.target.value })} />
        <SelectField id="rate-mode" label="Rounding" value={form.roundingMode} onChange={(e) => setForm({ ...form, roundingMode: e.target.value as CurrencyRate['roundingMode'] })}>
          <option value="nearest">Nearest multiple of the step</option>
          <option value="ending">Ending just under a multiple</option>
        </SelectField>
        <InputField id="rate-step" label="Step (minor units)" inputMode="numeric" value={form.roundingStep} onChange={(e) => setForm({ ...form, roundingStep: e.target.value })} />
        <InputField id="rate-below" label="Under by (minor units)" inputMode="numeric" value={form.roundingBelow} disabled={form.roundingMode === 'nearest'} onChange={(e) => setForm({ ...form, roundingBelow: e.target.value })} />
        {error && (
          <p role="alert" className="text-sm text-error sm:col-span-3">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-sm self-start sm:col-span-3 sm:w-auto" disabled={save.isPending}>
          Save rate
        </button>
      </form>
    </section>
  );
}
