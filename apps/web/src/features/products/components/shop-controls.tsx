import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Category, ProductOptionCounts, ProductSort } from '@store/contract';
import { usePageFormat } from '../../../lib/format';
import { storeSpecMessages } from '../../../lib/store-spec-messages';
import { optionFilterOf, toggleOption, type ShopQuery } from '../shop-query';

const sortLabels: Record<ProductSort, MessageDescriptor> = {
  oldest: msg`Oldest first`,
  newest: msg`Newest first`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  name: msg`Name: A to Z`,
};

function withoutOptions(query: ShopQuery): ShopQuery {
  const { options: _chosen, ...rest } = query;
  return rest;
}

/**
 * The option values to offer: the counted ones, and those the URL chose that the counts lack (so
 * they can be taken out again), each option's values most products first.
 */
function offeredOptions(counts: ProductOptionCounts | undefined, chosen: readonly string[]): ProductOptionCounts['options'] {
  const options = (counts?.options ?? []).map((o) => ({ ...o, values: [...o.values] }));
  for (const filter of chosen) {
    const at = filter.indexOf(':');
    const [name, value] = [filter.slice(0, at), filter.slice(at + 1)];
    let option = options.find((o) => o.name === name);
    if (!option) options.push((option = { name, values: [] }));
    if (!option.values.some((v) => v.value === value)) option.values.push({ value, count: 0 });
  }
  return options;
}

/**
 * The option filter: each option (Voltage, Plug…) a group of checkboxes, one per value with how
 * many products have it. Native checkboxes, so Tab and Space work and a screen reader hears
 * "230 V (6), checkbox, checked"; the values wrap on a phone.
 */
function OptionFilters({ query, counts, onChange }: { query: ShopQuery; counts: ProductOptionCounts | undefined; onChange: (next: ShopQuery) => void }) {
  const format = usePageFormat();
  const chosen = query.options ?? [];
  const options = offeredOptions(counts, chosen);
  if (options.length === 0) return null;
  const plus = counts?.capped ? '+' : '';
  return (
    <div className="flex flex-col gap-3 md:col-span-3" data-testid="option-filters">
      {options.map((option) => (
        <fieldset key={option.name} className="flex flex-wrap items-center gap-2">
          {/* Named in the page's language where the products' translations name it; the filter keeps the option's own name. */}
          <legend className="mb-1 text-sm font-semibold">{option.label ?? option.name}</legend>
          {option.values.map(({ value, label, count }) => {
            const filter = optionFilterOf(option.name, value);
            const checked = chosen.includes(filter);
            return (
              <label
                key={value}
                className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-field border px-3 text-sm ${checked ? 'border-primary bg-primary/10' : 'border-base-300'}`}
              >
                <input type="checkbox" className="checkbox checkbox-sm" checked={checked} onChange={() => onChange(toggleOption(query, filter))} />
                <span>
                  {label ?? value} <span className="text-base-content/70">({format.number(count)}{plus})</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
      {chosen.length > 0 && (
        <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => onChange(withoutOptions(query))}>
          <Trans>Clear options</Trans>
        </button>
      )}
    </div>
  );
}

/**
 * Search box, category filter and sort of a shop page, and the option filter below them. Every change is a new URL (so Back returns
 * to the previous view); the search is sent with Enter or the button, not on every key.
 */
export function ShopControls({
  query,
  pageSort,
  categories,
  optionCounts,
  onChange,
}: {
  query: ShopQuery;
  /** The option values the search and category match, with their counts (none while they load). */
  optionCounts?: ProductOptionCounts | undefined;
  /** The page's own order, shown when the URL names none and nothing is searched. */
  pageSort: ProductSort;
  categories: readonly Category[];
  onChange: (next: ShopQuery) => void;
}) {
  const { i18n, t } = useLingui();
  // Keyed on the URL's search by the caller: Back puts the box back to the previous words.
  const [text, setText] = useState(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    onChange({ ...query, q: q === '' ? undefined : q.slice(0, 100) });
  };
  const sortValue = query.sort ?? (query.q !== undefined ? 'relevance' : pageSort);
  return (
    <div className="mb-8 grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto]">
      <form role="search" onSubmit={submit} className="join w-full">
        <label htmlFor="shop-search" className="sr-only">
          {i18n._(storeSpecMessages.searchProducts)}
        </label>
        <input
          id="shop-search"
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder={i18n._(storeSpecMessages.searchProducts)}
          className="input join-item w-full min-w-0"
        />
        <button type="submit" className="btn btn-primary join-item">
          <Trans>Search</Trans>
        </button>
      </form>
      <label className="flex flex-col gap-1 md:block">
        <span className="sr-only">
          <Trans>Category</Trans>
        </span>
        <select
          aria-label={t`Category`}
          className="select w-full md:w-56"
          value={query.category ?? ''}
          onChange={(e) => onChange({ ...query, category: e.target.value || undefined })}
        >
          <option value="">{i18n._(storeSpecMessages.allCategories)}</option>
          {categories.map((c) => (
            <option key={c._id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 md:block">
        <span className="sr-only">
          <Trans>Sort</Trans>
        </span>
        <select
          aria-label={t`Sort`}
          className="select w-full md:w-52"
          value={sortValue}
          onChange={(e) => onChange({ ...query, sort: e.target.value === 'relevance' ? undefined : (e.target.value as ProductSort) })}
        >
          {query.q !== undefined && <option value="relevance">{t`Best match`}</option>}
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </select>
      </label>
      <OptionFilters query={query} counts={optionCounts} onChange={onChange} />
    </div>
  );
}
