import { useState, type FormEvent } from 'react';
import type { AdminShippingZone, ShippingMethodInput } from '@store/contract';
import { InputField, TextAreaField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSaveShippingZone } from '../api/market-admin';
import { CountryNames } from './country-names';
import { messageOf, parseCountries } from './market-admin-format';
import { freeFromText, parseFreeFrom, parseRates, ratesText } from './shipping-rate-text';
import { FormFooter } from './form-footer';

interface MethodDraft {
  id?: string | undefined;
  name: string;
  min: string;
  max: string;
  rates: string;
  freeFrom: string;
}

const draftOf = (m: AdminShippingZone['methods'][number]): MethodDraft => ({
  id: m.id,
  name: m.name,
  min: String(m.deliveryDays.min),
  max: String(m.deliveryDays.max),
  rates: ratesText(m.rates),
  freeFrom: freeFromText(m.freeFrom),
});

/** Add a zone (`zone` undefined) or replace one: its name, countries and methods with their rates per currency. */
export function ZoneForm({ zone, onDone }: { zone?: AdminShippingZone | undefined; onDone(): void }) {
  const save = useSaveShippingZone();
  const [name, setName] = useState(zone?.name ?? '');
  const [countries, setCountries] = useState(zone?.countries.join(', ') ?? '');
  const [methods, setMethods] = useState<MethodDraft[]>(zone?.methods.map(draftOf) ?? [{ name: 'Standard', min: '3', max: '5', rates: '', freeFrom: '' }]);
  const [error, setError] = useState<string>();
  const [taken, setTaken] = useState(false);
  const codes = parseCountries(countries);
  const change = (i: number, patch: Partial<MethodDraft>) => setMethods(methods.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  const submit = async (event: FormEvent, moveCountries = false) => {
    event.preventDefault();
    setError(undefined);
    const built: ShippingMethodInput[] = [];
    for (const m of methods) {
      const rates = parseRates(m.rates);
      const freeFrom = parseFreeFrom(m.freeFrom);
      if (!rates.ok || !freeFrom.ok) {
        setError(`${m.name}: ${!rates.ok ? rates.error : !freeFrom.ok ? freeFrom.error : ''}`);
        return;
      }
      built.push({ ...(m.id && { id: m.id }), name: m.name, deliveryDays: { min: Number(m.min), max: Number(m.max) }, rates: rates.value, freeFrom: freeFrom.value });
    }
    try {
      await save.mutateAsync({ id: zone?.id, input: { name, countries: codes, methods: built, moveCountries } });
      void showToast(zone ? 'Shipping zone saved' : 'Shipping zone added');
      onDone();
    } catch (err) {
      setTaken(err instanceof ApiError && err.status === 409 && err.fields?.countries !== undefined);
      setError(messageOf(err, 'Could not save this zone'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={zone ? `Edit ${zone.name}` : 'Add a shipping zone'} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <h2 className="text-xl font-semibold">{zone ? `Edit ${zone.name}` : 'Add a shipping zone'}</h2>
      <InputField id="zone-name" label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <InputField
        id="zone-countries"
        label="Countries (ISO codes, comma-separated)"
        value={countries}
        onChange={(e) => setCountries(e.target.value)}
        note={{ id: 'zone-countries-names', text: <CountryNames codes={codes} /> }}
      />
      {methods.map((m, i) => (
        <fieldset key={i} className="fieldset rounded-box border border-base-300 p-2" aria-label={`Method ${i + 1}`}>
          <div className="grid gap-2 sm:grid-cols-3">
            <InputField id={`method-${i}-name`} label="Method name" value={m.name} onChange={(e) => change(i, { name: e.target.value })} />
            <InputField id={`method-${i}-min`} label="Days, at least" inputMode="numeric" value={m.min} onChange={(e) => change(i, { min: e.target.value })} />
            <InputField id={`method-${i}-max`} label="Days, at most" inputMode="numeric" value={m.max} onChange={(e) => change(i, { max: e.target.value })} />
          </div>
          <TextAreaField
            id={`method-${i}-rates`}
            label="Rates, one currency a line (EUR flat 9.90 · EUR weight 5000=19.90 20000=34.90 · USD value 0=9.95 100=0)"
            rows={3}
            value={m.rates}
            onChange={(e) => change(i, { rates: e.target.value })}
          />
          <InputField id={`method-${i}-free`} label="Free shipping from (EUR 200, GBP 175)" value={m.freeFrom} onChange={(e) => change(i, { freeFrom: e.target.value })} />
          <button type="button" className="btn btn-xs btn-ghost self-start" onClick={() => setMethods(methods.filter((_, j) => j !== i))}>
            Remove method<span className="sr-only"> {m.name}</span>
          </button>
        </fieldset>
      ))}
      <button type="button" className="btn btn-xs btn-outline self-start" onClick={() => setMethods([...methods, { name: '', min: '3', max: '5', rates: '', freeFrom: '' }])}>
        Add a method
      </button>
      <FormFooter error={error} taken={taken} onMove={(e) => void submit(e, true)} busy={save.isPending} submitLabel={zone ? 'Save zone' : 'Add zone'} onCancel={onDone} />
    </form>
  );
}
