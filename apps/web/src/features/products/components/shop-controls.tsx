import { useState, type FormEvent } from 'react';
import type { Category, ProductSort } from '@store/contract';
import { storeMessages } from '@store/contract/messages';
import type { ShopQuery } from '../shop-query';

const sortLabels: Record<ProductSort, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

/**
 * Search box, category filter and sort of a shop page. Every change is a new URL (so Back returns
 * to the previous view); the search is sent with Enter or the button, not on every key.
 */
export function ShopControls({
  query,
  pageSort,
  categories,
  onChange,
}: {
  query: ShopQuery;
  /** The page's own order, shown when the URL names none and nothing is searched. */
  pageSort: ProductSort;
  categories: readonly Category[];
  onChange: (next: ShopQuery) => void;
}) {
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
          {storeMessages.searchProducts}
        </label>
        <input
          id="shop-search"
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder={storeMessages.searchProducts}
          className="input join-item w-full min-w-0"
        />
        <button type="submit" className="btn btn-primary join-item">
          Search
        </button>
      </form>
      <label className="flex flex-col gap-1 md:block">
        <span className="sr-only">Category</span>
        <select
          aria-label="Category"
          className="select w-full md:w-56"
          value={query.category ?? ''}
          onChange={(e) => onChange({ ...query, category: e.target.value || undefined })}
        >
          <option value="">{storeMessages.allCategories}</option>
          {categories.map((c) => (
            <option key={c._id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 md:block">
        <span className="sr-only">Sort</span>
        <select
          aria-label="Sort"
          className="select w-full md:w-52"
          value={sortValue}
          onChange={(e) => onChange({ ...query, sort: e.target.value === 'relevance' ? undefined : (e.target.value as ProductSort) })}
        >
          {query.q !== undefined && <option value="relevance">Best match</option>}
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
