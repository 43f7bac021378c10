// What the server renders /legal/:slug with (app/page-data.ts): the page's own query, filled from
// the server's data source, and the status: 404 for an unknown slug or a page not written yet.
import type { QueryClient } from '@tanstack/react-query';
import type { PageDataSource } from '@store/contract';
import { isLegalPageSlug } from '@store/contract/legal-pages';
import { legalPageQueryOptions } from './api/legal-pages';

export async function prefetchLegalPage(client: QueryClient, slug: string, data: PageDataSource): Promise<{ status: 200 | 404 }> {
  if (!isLegalPageSlug(slug)) return { status: 404 };
  const page = await client.fetchQuery({ ...legalPageQueryOptions(slug), queryFn: () => data.legalPage(slug) });
  return { status: page ? 200 : 404 };
}
