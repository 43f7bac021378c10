import { useState, type FormEvent } from 'react';
import { auditActions, type AuditAction, type AuditEntry } from '@store/contract';
import { Link } from 'react-router';
import { EmailAddress } from '../../../components/email-address';
import { ErrorState } from '../../../components/error-state';
import { failedAsWhole, LoadMore } from '../../../components/load-more';
import { Spinner } from '../../../components/spinner';
import { useAuditTrail, type AuditFilters } from '../api/get-audit';
import { auditActionLabels, auditSentence } from '../components/audit-sentence';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

function Entry({ entry: e }: { entry: AuditEntry }) {
  const { verb, subject, rest, changes } = auditSentence(e);
  return (
    <li data-testid="audit-entry" className="rounded-box border border-base-300 bg-base-100 p-3 text-sm">
      <p className="[overflow-wrap:break-word]">
        <EmailAddress email={e.actorEmail} className="font-medium" /> {verb}{' '}
        {subject.to ? (
          <Link to={subject.to} className="link">
            {subject.text}
          </Link>
        ) : (
          <span className="font-medium">{subject.text}</span>
        )}
        {rest}.
      </p>
      <time dateTime={e.at} className="block text-xs text-base-content/70">
        {when(e.at)}
      </time>
      {changes.length > 0 && (
        <ul className="mt-1 list-inside list-disc [overflow-wrap:break-word]">
          {changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
    </li>
  );
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
                {auditActionLabels[a]}
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
              <Entry key={e._id} entry={e} />
            ))}
          </ol>
          <LoadMore pages={trail} label="Load more" className="btn-sm self-center" />
        </>
      )}
    </section>
  );
}
