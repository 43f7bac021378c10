import { useId, useState } from 'react';
import type { CatalogueImportResult } from '@store/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ButtonSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { downloadCatalogueCsv, useImportCatalogue } from '../api/catalogue-csv';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What an import did, in a sentence: "2 products changed: 1 version added, 3 updated, 1 archived. 5 were already as the file says." */
function importSummary({ rows, products, variants }: CatalogueImportResult): string {
  const read = `${plural(rows, 'row')} read.`;
  if (products.changed === 0) return `${read} Nothing changed: the catalogue already is as the file says.`;
  const parts = [`${plural(variants.added, 'version')} added`, `${variants.updated.toLocaleString('en-US')} updated`, `${variants.archived.toLocaleString('en-US')} archived`];
  const same = products.unchanged === 0 ? '' : ` ${plural(products.unchanged, 'other product')} already ${products.unchanged === 1 ? 'was' : 'were'} as the file says.`;
  return `${read} ${plural(products.changed, 'product')} changed: ${parts.join(', ')}.${same}`;
}

type Outcome = { result: CatalogueImportResult } | { error: string; problems: string[] };

/**
 * Manage Products' CSV actions: Export CSV downloads the catalogue (one row per version); Import CSV
 * asks before it sends a file, then says what changed, or which rows are wrong (nothing is imported then).
 */
export function CatalogueCsvActions() {
  const fileInput = useId();
  const outcomeId = useId();
  const importing = useImportCatalogue();
  const [exporting, setExporting] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCatalogueCsv();
    } catch (err) {
      void showToast(err instanceof Error ? err.message : 'Could not export the catalogue', 'error');
    } finally {
      setExporting(false);
    }
  };

  const importCsv = async () => {
    if (!chosen) return;
    try {
      setOutcome({ result: await importing.mutateAsync(chosen) });
    } catch (err) {
      const problems = err instanceof ApiError && err.fields ? Object.values(err.fields) : [];
      setOutcome({ error: err instanceof Error ? err.message : 'Could not import the file', problems: problems.length > 1 ? problems : [] });
    } finally {
      setChosen(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void exportCsv()} disabled={exporting}>
          <ButtonSpinner show={exporting} />
          Export CSV
        </button>
        {/* The file picker looks like its neighbour button; the input itself stays in the tab order. */}
        <label htmlFor={fileInput} className={`btn btn-outline btn-sm focus-within:outline-2 focus-within:outline-offset-2 ${importing.isPending ? 'btn-disabled' : ''}`}>
          <ButtonSpinner show={importing.isPending} />
          Import CSV
          <input
            id={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={importing.isPending}
            aria-describedby={outcome ? outcomeId : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) setChosen(file);
            }}
          />
        </label>
        <span className="text-sm text-base-content/70">One row per version; a product the file leaves out is untouched.</span>
      </div>
      {outcome &&
        ('result' in outcome ? (
          <div id={outcomeId} role="status" className="flex items-start justify-between gap-2 rounded-box border border-success/40 bg-success/10 p-3 text-sm">
            <p>{importSummary(outcome.result)}</p>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => setOutcome(null)}>
              Dismiss
            </button>
          </div>
        ) : (
          <div id={outcomeId} role="alert" className="flex items-start justify-between gap-2 rounded-box border border-error/40 bg-error/10 p-3 text-sm [overflow-wrap:anywhere]">
            <div className="flex flex-col gap-1">
              <p className="font-semibold">Nothing was imported. {outcome.error}</p>
              {outcome.problems.length > 0 && (
                <ul aria-label="Problems in the file" className="list-disc pl-5">
                  {outcome.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </div>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => setOutcome(null)}>
              Dismiss
            </button>
          </div>
        ))}
      <ConfirmDialog
        open={chosen !== null}
        message={chosen ? `Import ${chosen.name}?` : ''}
        confirmLabel="Import"
        busy={importing.isPending}
        onConfirm={() => void importCsv()}
        onCancel={() => setChosen(null)}
      >
        <p>Each product it lists gets exactly the versions of its rows (the others are archived); products it leaves out are untouched.</p>
      </ConfirmDialog>
    </div>
  );
}
