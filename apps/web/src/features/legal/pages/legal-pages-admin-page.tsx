import { useState, type FormEvent } from 'react';
import { legalLimits, legalPageUpdateSchema, type LegalPage, type LegalPageSlug, type LegalPageSummary } from '@store/contract';
import { legalPageNames, legalPagePath, legalPageSlugs } from '@store/contract/legal-pages';
import { ErrorState } from '../../../components/error-state';
import { InputField, TextAreaField } from '../../../components/form-field';
import { ButtonSpinner, Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';
import { useLegalPage, useLegalPages, useSaveLegalPage } from '../api/legal-pages';
import { legalDate } from '../components/legal-date';

type Fields = Partial<Record<'title' | 'body', string>>;

/** "Version 3, last updated November 27, 2026" or "Not written yet". */
const versionLine = (page: Pick<LegalPageSummary, 'version' | 'updatedAt'> | undefined) =>
  page ? `Version ${page.version}, last updated ${legalDate(page.updatedAt)}` : 'Not written yet';

function Editor({ slug, page }: { slug: LegalPageSlug; page: LegalPage | undefined }) {
  const [title, setTitle] = useState(page?.title ?? legalPageNames[slug]);
  const [body, setBody] = useState(page?.body ?? '');
  const [errors, setErrors] = useState<Fields>({});
  const save = useSaveLegalPage();
  const nextVersion = (page?.version ?? 0) + 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = legalPageUpdateSchema.safeParse({ title, body });
    if (!parsed.success) {
      const found: Fields = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Fields;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { slug, update: parsed.data },
      {
        onSuccess: (saved) => void showToast(`${saved.title} saved as version ${saved.version}`),
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setErrors({ title: err.fields.title, body: err.fields.body });
          void showToast(err instanceof Error ? err.message : 'Could not save the page', 'error');
        },
      },
    );
  };

  return (
    <form aria-label={`Edit ${legalPageNames[slug]}`} onSubmit={submit} noValidate className="flex flex-col gap-2">
      <p className="text-sm text-base-content/70">
        {versionLine(page)}.{' '}
        {page && (
          <Link to={legalPagePath(slug)} className="link">
            View the page
          </Link>
        )}
      </p>
      <InputField id="legal-title" label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} maxLength={legalLimits.titleMaxLength} />
      <TextAreaField
        id="legal-body"
        label="Text"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
        rows={24}
        controlClassName="font-mono text-sm"
        note={{
          id: 'legal-body-note',
          text: `Plain text: leave a blank line between paragraphs, and start a line with "## " for a heading. ${body.length.toLocaleString('en-US')} of ${legalLimits.bodyMaxLength.toLocaleString('en-US')} characters.`,
        }}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          <ButtonSpinner show={save.isPending} />
          Save as version {nextVersion}
        </button>
      </div>
    </form>
  );
}

function PageEditor({ slug }: { slug: LegalPageSlug }) {
  const page = useLegalPage(slug);
  if (page.isPending) return <Spinner label="Loading the page" />;
  if (page.isError) return <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  // Not written yet (null): the form starts empty and the first save makes version 1.
  return <Editor key={slug} slug={slug} page={page.data ?? undefined} />;
}

/** /dashboard/legal (admins): the four legal pages, each edited as a whole; every save is a new version. */
export function LegalPagesAdminPage() {
  const [selected, setSelected] = useState<LegalPageSlug>('terms');
  const list = useLegalPages();
  const summaries = new Map((list.data ?? []).map((p) => [p.slug, p]));
  return (
    <section aria-labelledby="legal-admin-title" className="flex flex-col gap-4">
      <h1 id="legal-admin-title" className="text-3xl font-bold">
        Legal Pages
      </h1>
      <p className="max-w-3xl text-sm">
        The shop’s terms and conditions, privacy notice, shipping and returns, and imprint, as shoppers read them. Every save makes a new
        version; checkout records the version of the terms each shopper accepted.
      </p>
      <ul aria-label="Legal pages" className="grid gap-2 sm:grid-cols-2">
        {legalPageSlugs.map((slug) => (
          <li key={slug}>
            <button
              type="button"
              aria-pressed={selected === slug}
              onClick={() => setSelected(slug)}
              className={`btn h-auto w-full flex-col items-start gap-1 py-2 text-left font-normal ${selected === slug ? 'btn-primary' : 'btn-outline'}`}
            >
              <span className="font-semibold">{legalPageNames[slug]}</span>
              <span className="text-xs">{list.isPending ? 'Loading…' : versionLine(summaries.get(slug))}</span>
            </button>
          </li>
        ))}
      </ul>
      <h2 className="text-xl font-semibold">{legalPageNames[selected]}</h2>
      <PageEditor slug={selected} />
    </section>
  );
}
