import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminProductPage, CatalogueImportResult } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { watchDownloads } from '../../../test/downloads';
import { ManageProductsPage } from '../pages/manage-products-page';
import { CatalogueCsvActions } from './catalogue-csv-actions';

const csv = 'Product slug,SKU,Price\r\nkerfline-cs-185,CS-185,129.99\r\n';
const file = () => new File([csv], 'catalogue.csv', { type: 'application/vnd.ms-excel' });

/** POST /api/admin/catalogue/import: what each call sent, answered with `answer`. */
function importRoute(answer: () => Response) {
  const sent: { type: string | null; authorization: string | null; body: string }[] = [];
  api.use(
    http.post('/api/admin/catalogue/import', async ({ request }) => {
      sent.push({ type: request.headers.get('content-type'), authorization: request.headers.get('authorization'), body: await request.text() });
      return answer();
    }),
  );
  return sent;
}

async function chooseAndConfirm(user: ReturnType<typeof renderScreen>['user']) {
  await user.upload(screen.getByLabelText('Import CSV'), file());
  const question = await screen.findByRole('dialog', { name: 'Import catalogue.csv?' });
  expect(question).toHaveTextContent('products it leaves out are untouched');
  await user.click(within(question).getByRole('button', { name: 'Import' }));
}

describe('Catalogue CSV (Manage Products)', () => {
  it('sits on Manage Products beside the list', async () => {
    signInAs(admin);
    api.use(http.get('/api/admin/product', () => HttpResponse.json<AdminProductPage>({ products: [], total: 0, totalCapped: false, lowStockThreshold: 5 })));
    renderScreen(<ManageProductsPage />, { url: '/dashboard/products' });
    expect(await screen.findByText('No products match.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByLabelText('Import CSV')).toHaveAttribute('type', 'file');
  });

  it('exports: downloads the file under the name the server gives it', async () => {
    signInAs(admin);
    let authorization: string | null = null;
    api.use(
      http.get('/api/admin/catalogue/export', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(`\uFEFF${csv}`, {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="catalogue-2026-11-27.csv"' },
        });
      }),
    );
    const saved = watchDownloads();
    const { user } = renderScreen(<CatalogueCsvActions />, { url: '/dashboard/products' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('catalogue-2026-11-27.csv');
    expect(authorization).toBe(`Bearer token-${admin.id}`);
  });

  it('imports a file after asking, sent as text/csv, and says what changed', async () => {
    signInAs(admin);
    const sent = importRoute(() =>
      HttpResponse.json<CatalogueImportResult>({ rows: 9, products: { changed: 2, unchanged: 1 }, variants: { added: 1, updated: 3, archived: 1 } }),
    );
    const { user } = renderScreen(<CatalogueCsvActions />, { url: '/dashboard/products' });
    await chooseAndConfirm(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '9 rows read. 2 products changed: 1 version added, 3 updated, 1 archived. 1 other product already was as the file says.',
    );
    expect(sent).toEqual([{ type: 'text/csv', authorization: `Bearer token-${admin.id}`, body: csv }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the file changes nothing', async () => {
    signInAs(admin);
    importRoute(() => HttpResponse.json<CatalogueImportResult>({ rows: 3, products: { changed: 0, unchanged: 1 }, variants: { added: 0, updated: 0, archived: 0 } }));
    const { user } = renderScreen(<CatalogueCsvActions />, { url: '/dashboard/products' });
    await chooseAndConfirm(user);
    expect(await screen.findByRole('status')).toHaveTextContent('3 rows read. Nothing changed: the catalogue already is as the file says.');
  });

  it('shows the rows the server refused, and that nothing was imported', async () => {
    signInAs(admin);
    importRoute(() =>
      apiError(400, 'Row 7, Price: Price must be greater than 0 (and 1 more problem)', {
        'rows.7.Price': 'Row 7, Price: Price must be greater than 0',
        'rows.9.SKU': 'Row 9, SKU: SKU CS-185 is on row 2 too',
      }),
    );
    const { user } = renderScreen(<CatalogueCsvActions />, { url: '/dashboard/products' });
    await chooseAndConfirm(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported. Row 7, Price: Price must be greater than 0 (and 1 more problem)');
    const problems = within(alert).getByRole('list', { name: 'Problems in the file' });
    expect(within(problems).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 7, Price: Price must be greater than 0',
      'Row 9, SKU: SKU CS-185 is on row 2 too',
    ]);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing when the question is cancelled', async () => {
    signInAs(admin);
    const sent = importRoute(() => HttpResponse.json({}));
    const { user } = renderScreen(<CatalogueCsvActions />, { url: '/dashboard/products' });
    await user.upload(screen.getByLabelText('Import CSV'), file());
    await user.click(within(await screen.findByRole('dialog', { name: 'Import catalogue.csv?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });
});
