import { useId, useState } from 'react';

export interface Bar {
  /** The x label (a day, a week). */
  label: string;
  /** A whole number to scale by (minor units for money: `format` turns it into text). */
  value: number;
}

/**
 * A bar chart drawn with CSS (no chart library to load): bars scale to the tallest, the axis shows
 * the top value and a few labels, and it shrinks to a phone's width. The picture is hidden from
 * screen readers; the same numbers are a <table> they read (and anyone can show).
 */
export function BarChart({
  bars,
  caption,
  format,
  columns,
}: {
  bars: Bar[];
  caption: string;
  format(value: number): string;
  /** The table's column headers: label, value. */
  columns: [string, string];
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const max = Math.max(...bars.map((b) => b.value), 0);
  const every = Math.ceil(bars.length / 6);
  return (
    <figure className="flex flex-col gap-2">
      <div aria-hidden="true" className="flex gap-2">
        <div className="flex w-14 shrink-0 flex-col justify-between text-right text-xs text-base-content/70">
          <span>{format(max)}</span>
          <span>{format(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex h-40 items-end gap-px border-b border-l border-base-300 sm:gap-0.5" data-testid="bar-chart">
            {bars.map((b) => (
              <div
                key={b.label}
                title={`${b.label}: ${format(b.value)}`}
                className="min-w-0 flex-1 rounded-t-sm bg-primary/80"
                // A percentage of the tallest bar, not money.
                // eslint-disable-next-line no-restricted-syntax
                style={{ height: max > 0 ? `${(b.value / max) * 100}%` : '0%' }}
              />
            ))}
          </div>
          <div className="mt-1 flex text-[0.65rem] text-base-content/70">
            {bars.map((b, i) => (
              <span key={b.label} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
                {i % every === 0 ? b.label.slice(5) : ''}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-base-content/70">
        <span>{caption}</span>
        <button type="button" className="btn btn-ghost btn-xs" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((s) => !s)}>
          {showTable ? 'Hide the table' : 'Show as a table'}
        </button>
      </figcaption>
      <div id={tableId} className={showTable ? undefined : 'sr-only'}>
        <table className="table table-xs">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row" className="font-normal">
                  {b.label}
                </th>
                <td>{format(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
