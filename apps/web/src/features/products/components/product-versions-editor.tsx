// Edit Product's Versions: the owner names up to three options with their values, generates one
// version per combination, edits their SKUs, prices and stock in one grid (or sets a price or a
// stock for all at once), unticks the ones not sold, and saves the whole set in one request. The
// contract's schema checks the set first; the server's refusal is shown the same way.
import { useState } from 'react';
import { maxProductOptions, productVariantsInputSchema, type Product } from '@store/contract';
import { InputField } from '../../../components/form-field';
import { ButtonSpinner } from '../../../components/spinner';
import { showToast } from '../../../lib/toast';
import { useSetVariants } from '../api/admin-products';
import { draftOf, generateRows, labelOf, toVariantsInput, type OptionDraft, type VersionRow } from './product-versions';

export function ProductVersionsEditor({ product }: { product: Product }) {
  const loaded = draftOf(product);
  const [options, setOptions] = useState<OptionDraft[]>(loaded.options);
  const [rows, setRows] = useState<VersionRow[]>(loaded.rows);
  const [bulk, setBulk] = useState({ price: '', available: '' });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSetVariants();
  // New versions' SKUs start from the default's ("KERFLINE-CS-190" + "-230V").
  const baseSku = loaded.rows[0]?.sku ?? product.slug.toUpperCase();

  const setOption = (i: number, change: Partial<OptionDraft>) => setOptions((all) => all.map((o, j) => (j === i ? { ...o, ...change } : o)));
  const setRow = (i: number, change: Partial<VersionRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const applyToAll = (field: 'price' | 'available') => {
    const value = bulk[field].trim();
    if (value !== '') setRows((all) => all.map((r) => (r.sold ? { ...r, [field]: value } : r)));
  };

  const submit = async () => {
    const input = toVariantsInput(options, rows);
    const parsed = productVariantsInputSchema.safeParse(input);
    if (!parsed.success) {
      // A version's own field says which version ("VS-230-EU: Price must be greater than 0").
      const named = parsed.error.issues.map(({ path, message }) => {
        const sku = path[0] === 'variants' && typeof path[1] === 'number' ? input.variants[path[1]]?.sku : undefined;
        return sku && path.length > 2 && !message.startsWith(sku) ? `${sku}: ${message}` : message;
      });
      setProblems([...new Set(named)]);
      return;
    }
    setProblems([]);
    try {
      const saved = await save.mutateAsync({ id: product._id, set: parsed.data });
      setRows(draftOf(saved).rows);
      void showToast(`Versions saved: ${saved.variants?.length ?? 0} on sale`);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Could not save the versions';
      setProblems([message]);
      void showToast(message, 'error');
    }
  };

  return (
    <section aria-labelledby="versions-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="versions-title" className="text-2xl font-bold">
        Versions
      </h2>
      <p className="text-sm opacity-80">
        Options (at most {maxProductOptions}) and the versions sold: the first is the default, whose price and stock the shop shows first.
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">Options</legend>
        {options.map((option, i) => (
          <div key={i} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <InputField id={`option-${i}-name`} label={`Option ${i + 1} name`} value={option.name} placeholder="Voltage" onChange={(e) => setOption(i, { name: e.target.value })} />
            <InputField
              id={`option-${i}-values`}
              label={`Option ${i + 1} values, separated by commas`}
              value={option.values}
              placeholder="120 V, 230 V"
              onChange={(e) => setOption(i, { values: e.target.value })}
            />
            <button type="button" className="btn btn-ghost" onClick={() => setOptions((all) => all.filter((_, j) => j !== i))}>
              Remove option {i + 1}
            </button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn" disabled={options.length >= maxProductOptions} onClick={() => setOptions((all) => [...all, { name: '', values: '' }])}>
            Add an option
          </button>
          <button type="button" className="btn" onClick={() => setRows((all) => generateRows(options, all, baseSku))}>
            Generate versions
          </button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">Set for every version sold</legend>
        <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_auto_1fr_auto]">
          <InputField id="bulk-price" label="Price ($)" inputMode="decimal" value={bulk.price} onChange={(e) => setBulk((b) => ({ ...b, price: e.target.value }))} />
          <button type="button" className="btn" onClick={() => applyToAll('price')}>
            Apply price to all
          </button>
          <InputField id="bulk-stock" label="Available Quantity" inputMode="numeric" value={bulk.available} onChange={(e) => setBulk((b) => ({ ...b, available: e.target.value }))} />
          <button type="button" className="btn" onClick={() => applyToAll('available')}>
            Apply stock to all
          </button>
        </div>
      </fieldset>

      <ol aria-label="Versions" className="flex flex-col gap-3">
        {rows.map((row, i) => {
          const label = options.length > 0 ? labelOf(options, row.options) : 'One version';
          return (
            <li key={i} aria-label={label} className="card card-border bg-base-100">
              <div className="card-body gap-2 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">
                    {label}
                    {i === 0 && <span className="badge badge-soft ms-2">Default</span>}
                  </h3>
                  <label className="label gap-2">
                    <input type="checkbox" className="checkbox" checked={row.sold} onChange={(e) => setRow(i, { sold: e.target.checked })} />
                    Sold
                  </label>
                </div>
                {/* SKU and barcode get half a line each: a whole SKU stays readable. */}
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
                  <InputField id={`version-${i}-sku`} label="SKU" value={row.sku} onChange={(e) => setRow(i, { sku: e.target.value })} className="col-span-2 sm:col-span-3" />
                  <InputField id={`version-${i}-gtin`} label="Barcode" inputMode="numeric" value={row.gtin} onChange={(e) => setRow(i, { gtin: e.target.value })} className="col-span-2 sm:col-span-3" />
                  <InputField id={`version-${i}-price`} label="Price ($)" inputMode="decimal" value={row.price} onChange={(e) => setRow(i, { price: e.target.value })} className="sm:col-span-2" />
                  <InputField id={`version-${i}-stock`} label="Stock" inputMode="numeric" value={row.available} onChange={(e) => setRow(i, { available: e.target.value })} className="sm:col-span-2" />
                  <InputField id={`version-${i}-min`} label="Min. order" inputMode="numeric" value={row.minOrderQuantity} onChange={(e) => setRow(i, { minOrderQuantity: e.target.value })} className="col-span-2 sm:col-span-2" />
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      {problems.length > 0 && (
        <ul role="alert" className="alert alert-error alert-soft flex flex-col items-start">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-primary self-start" onClick={() => void submit()} disabled={save.isPending}>
        <ButtonSpinner show={save.isPending} />
        Save versions
      </button>
    </section>
  );
}
