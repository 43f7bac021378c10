// The catalogue as CSV (admins): download the export, send a file to import. Both carry the file as
// it is (text/csv), not JSON, so they call fetch themselves, as the orders' export does.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueCsvMaxBytes, type CatalogueImportResult, type ErrorBody } from '@store/contract';
import { getAccessToken } from '../../../lib/access-token';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

export const catalogueExportIncomplete = 'The export stopped before it was complete, so nothing was saved. Please try again.';
const unreachable = () => new ApiError(0, 'network', 'Cannot reach the store. Check your connection and try again.');

const authorization = (): Record<string, string> => {
  const token = getAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

async function failure(response: Response, what: string): Promise<ApiError> {
  const error = ((await response.json().catch(() => undefined)) as ErrorBody | undefined)?.error;
  return new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? `${what} failed (${response.status})`, error?.fields);
}

/** Downloads every version of every product on sale as one CSV file, under the server's file name. */
export async function downloadCatalogueCsv(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/admin/catalogue/export', { headers: authorization(), credentials: 'same-origin' });
  } catch {
    throw unreachable();
  }
  if (!response.ok) throw await failure(response, 'Export');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'catalogue.csv';
  // A failure midway cuts the transfer: reading it fails, and nothing is saved rather than a short file.
  const csv = await response.blob().catch(() => {
    throw new ApiError(0, 'export_incomplete', catalogueExportIncomplete);
  });
  saveFile(csv, name);
}

async function importCatalogueCsv(file: File): Promise<CatalogueImportResult> {
  if (file.size > catalogueCsvMaxBytes) {
    throw new ApiError(413, 'payload_too_large', `The file is larger than ${catalogueCsvMaxBytes / 1024 / 1024} MB: import the products you changed, in parts`);
  }
  let response: Response;
  try {
    response = await fetch('/api/admin/catalogue/import', {
      method: 'POST',
      // Sent as text/csv whatever the browser calls a .csv file (Windows says application/vnd.ms-excel).
      headers: { ...authorization(), accept: 'application/json', 'content-type': 'text/csv' },
      body: await file.text(),
      credentials: 'same-origin',
    });
  } catch {
    throw unreachable();
  }
  if (!response.ok) throw await failure(response, 'Import');
  return (await response.json()) as CatalogueImportResult;
}

/** POST /api/admin/catalogue/import; a change refreshes every product list and page. */
export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importCatalogueCsv, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }) });
}
