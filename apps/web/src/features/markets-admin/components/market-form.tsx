import { useState, type FormEvent } from 'react';
import type { AdminMarket, MarketInput } from '@store/contract';
import { languageNames, languages, type Language } from '@store/contract/languages';
import { InputField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSaveMarket } from '../api/market-admin';
import { CountryNames } from './country-names';
import { messageOf, parseCountries } from './market-admin-format';
import { FormFooter } from './form-footer';

/** Add a market (`market` undefined) or edit one. A country another market lists is moved only after "Move them here". */
export function MarketForm({ market, onDone }: { market?: AdminMarket | undefined; onDone(): void }) {
  const save = useSaveMarket();
  const [name, setName] = useState(market?.name ?? '');
  const [currency, setCurrency] = useState(market?.currency ?? '');
  const [language, setLanguage] = useState<Language>(market?.language ?? 'en');
  const [offered, setOffered] = useState<Language[]>(market?.languages ?? ['en']);
  const [pricesIncludeTax, setPricesIncludeTax] = useState(market?.pricesIncludeTax ?? true);
  const [fallback, setFallback] = useState(market?.fallback ?? false);
  const [countries, setCountries] = useState(market?.countries.join(', ') ?? '');
  const [error, setError] = useState<string>();
  const [taken, setTaken] = useState(false);
  const codes = parseCountries(countries);

  const submit = async (event: FormEvent, moveCountries = false) => {
    event.preventDefault();
    setError(undefined);
    const input: MarketInput = { name, currency: currency.trim().toUpperCase(), language, languages: languages.filter((l) => l !== language && offered.includes(l)), pricesIncludeTax, fallback, countries: fallback ? [] : codes, moveCountries };
    try {
      await save.mutateAsync({ id: market?.id, input });
      void showToast(market ? 'Market saved' : 'Market added');
      onDone();
    } catch (err) {
      setTaken(err instanceof ApiError && err.status === 409 && err.fields?.countries !== undefined);
      setError(messageOf(err, 'Could not save this market'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={market ? `Edit ${market.name}` : 'Add a market'} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <h2 className="text-xl font-semibold">{market ? `Edit ${market.name}` : 'Add a market'}</h2>
      <div className="grid gap-2 sm:grid-cols-3">
        <InputField id="market-name" label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <InputField id="market-currency" label="Currency (ISO 4217, e.g. EUR)" value={currency} maxLength={3} onChange={(e) => setCurrency(e.target.value)} />
        <label className="form-control" htmlFor="market-language">
          <span className="label-text">Default language</span>
          <select id="market-language" className="select select-bordered w-full" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageNames[l]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <legend className="label-text mb-1">Also offered in</legend>
        {languages
          .filter((l) => l !== language)
          .map((l) => (
            <label key={l} className="label gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={offered.includes(l)}
                onChange={(e) => setOffered(e.target.checked ? [...offered, l] : offered.filter((o) => o !== l))}
              />
              {languageNames[l]}
            </label>
          ))}
      </fieldset>
      <label className="label gap-2">
        <input type="checkbox" className="checkbox checkbox-sm" checked={pricesIncludeTax} onChange={(e) => setPricesIncludeTax(e.target.checked)} />
        Prices include tax
      </label>
      <label className="label gap-2">
        <input type="checkbox" className="checkbox checkbox-sm" checked={fallback} onChange={(e) => setFallback(e.target.checked)} />
        Fallback market (serves every country no other market lists)
      </label>
      {!fallback && (
        <InputField
          id="market-countries"
          label="Countries (ISO codes, comma-separated: DE, FR, AT)"
          value={countries}
          onChange={(e) => setCountries(e.target.value)}
          note={{ id: 'market-countries-names', text: <CountryNames codes={codes} /> }}
        />
      )}
      <FormFooter error={error} taken={taken} onMove={(e) => void submit(e, true)} busy={save.isPending} submitLabel={market ? 'Save market' : 'Add market'} onCancel={onDone} />
    </form>
  );
}
