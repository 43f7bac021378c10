import { isLegalPageSlug } from '@store/contract/legal-pages';
import { NotFoundPage } from '../../../components/not-found-page';
import { QueryView } from '../../../components/query-view';
import { useParams } from '../../../lib/navigation';
import { useLegalPage } from '../api/legal-pages';
import { legalDate } from '../components/legal-date';
import { LegalText } from '../components/legal-text';

/** /legal/:slug: terms and conditions, privacy notice, shipping and returns, imprint, as the owner wrote them. */
export function LegalPage() {
  const slug = useParams().slug ?? '';
  const known = isLegalPageSlug(slug);
  const page = useLegalPage(known ? slug : 'terms', known);
  if (!known) return <NotFoundPage />;
  return (
    <QueryView query={page} loadingLabel="Loading the page" notFound={<NotFoundPage />}>
      {(p) => (
        <article aria-labelledby="legal-title" className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-10">
          <h1 id="legal-title" className="text-3xl font-bold [overflow-wrap:break-word]">
            {p.title}
          </h1>
          <p className="text-sm text-base-content/70">
            Version {p.version}, last updated <time dateTime={p.updatedAt}>{legalDate(p.updatedAt)}</time>
          </p>
          <div className="mt-4">
            <LegalText body={p.body} />
          </div>
        </article>
      )}
    </QueryView>
  );
}
