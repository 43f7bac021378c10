import { useState, type FormEvent } from 'react';
import { auditActions, type AuditAction, type AuditEntry } from '@store/contract';
import { ErrorState } from '../../../components/error-state';
import { failedAsWhole, LoadMore } from '../../../components/load-more';
import { Spinner } from '../../../components/spinner';
import { useAuditTrail, type AuditFilters } from '../api/get-audit';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The fields that changed, as "field: before → after" (or the whole record when created or removed). */
function changes(e: AuditEntry): string[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (v: unknown) => (v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => (e.before && e.after ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(e.after ? after[k] : before[k])}`));
}

/** /dashboard/audit (admins): every admin action, newest first; read-only. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const trail = useAuditTrail(filters);
  const entries = trail.data?.pages.flatMap((p) => p.data) ?? [];
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ action: (action || undefined) as AuditAction | undefined, actor: actor.trim() || undefined });
  };
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="text-3xl font-bold">
        Audit Trail
      </h1>
      <form role="search" aria-label="Filter the audit trail" onSubmit={apply} className="grid gap-x-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <fieldset className="fieldset">
          <label htmlFor="audit-action" className="fieldset-legend text-sm">
            Action
          </label>
          <select id="audit-action" className="select w-full" value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">All actions</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </fieldset>
        <fieldset className="fieldset">
          <label htmlFor="audit-actor" className="fieldset-legend text-sm">
            Admin e-mail
          </label>
          <input id="audit-actor" type="search" className="input w-full" value={actor} onChange={(e) => setActor(e.target.value)} />
        </fieldset>
        <button type="submit" className="btn btn-primary mt-2 sm:mt-0 sm:mb-1">
          Filter
        </button>
      </form>
      {trail.isPending ? (
        <Spinner label="Loading the audit trail" />
      ) : failedAsWhole(trail) ? (
        <ErrorState error={trail.error} onRetry={() => void trail.refetch()} />
      ) : entries.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center">Nothing recorded yet.</p>
      ) : (
        <>
          <ol className="flex flex-col gap-2" aria-label="Admin actions, newest first">
            {entries.map((e) => (
              <li key={e._id} data-testid="audit-entry" className="rounded-box border border-base-300 bg-base-100 p-3 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="badge badge-sm badge-neutral badge-soft">{e.action}</span>
                  <span className="font-medium [overflow-wrap:anywhere]">{e.actorEmail}</span>
                  <time dateTime={e.at} className="text-base-content/70">
                    {when(e.at)}
                  </time>
                </div>
                <p className="mt-1 text-xs text-base-content/70 [overflow-wrap:anywhere]">
                  {e.entityType} {e.entityId}
                </p>
                <ul className="mt-1 list-inside list-disc [overflow-wrap:anywhere]">
                  {changes(e).map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <LoadMore pages={trail} label="Load more" className="btn-sm self-center" />
        </>
      )}
    </section>
  );
}
