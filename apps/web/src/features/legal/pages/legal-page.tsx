import { Trans, useLingui } from '@lingui/react/macro';
import type { LegalPage as LegalPageData } from '@store/contract';
import { isLegalPageSlug } from '@store/contract/legal-pages';
import { NotFoundPage } from '../../../components/not-found-page';
import { QueryView } from '../../../components/query-view';
import { useParams } from '../../../lib/navigation';
import { usePageFormat } from '../../../lib/format';
import { useLegalPage } from '../api/legal-pages';
import { LegalText } from '../components/legal-text';

function LegalArticle({ page }: { page: LegalPageData }) {
  const format = usePageFormat();
  const { version } = page;
  // "November 27, 2026" in English. In UTC, so the page the server renders and the one the browser hydrates say the same day.
  const updated = format.date(page.updatedAt, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <article aria-labelledby="legal-title" className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-10">
      <h1 id="legal-title" className="text-3xl font-bold [overflow-wrap:break-word]">
        {page.title}
      </h1>
      <p className="text-sm text-base-content/70">
        <Trans>
          Version {version}, last updated <time dateTime={page.updatedAt}>{updated}</time>
        </Trans>
      </p>
      <div className="mt-4">
        <LegalText body={page.body} />
      </div>
    </article>
  );
}

/**
 * /legal/:slug: terms and conditions, privacy notice, shipping and returns, imprint, as the owner
 * wrote them; rendered on the server (app/page-data.ts). An unknown slug, or a page not written
 * yet, is Page Not Found.
 */
export function LegalPage() {
  const { t } = useLingui();
  const slug = useParams().slug ?? '';
  const known = isLegalPageSlug(slug);
  const page = useLegalPage(known ? slug : 'terms', known);
  if (!known) return <NotFoundPage />;
  return (
    <QueryView query={page} loadingLabel={t`Loading the page`}>
      {(data) => (data ? <LegalArticle page={data} /> : <NotFoundPage />)}
    </QueryView>
  );
}
