import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminProduct, AdminProductPage } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { product } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { ManageProductsPage } from './manage-products-page';

const adminProduct = (over: Partial<AdminProduct>): AdminProduct => ({ ...product(), archivedAt: null, lowStock: false, ...over });
const saw = adminProduct({ _id: 'p-1', name: 'Kerfline CS-190 Circular Saw', available: 40 });
const blade = adminProduct({ _id: 'p-2', name: 'Kerfline 190 mm Blade', available: 3, lowStock: true });

/** GET /api/admin/product: every query string asked for; DELETE archives. */
function catalogue() {
  const asked: string[] = [];
  const archived: string[] = [];
  api.use(
    http.get('/api/admin/product', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const products = params.get('q') === 'nothing' ? [] : params.get('lowStock') === 'true' ? [blade] : [saw, blade];
      return HttpResponse.json<AdminProductPage>({ products, total: products.length, totalCapped: false, lowStockThreshold: 5 });
    }),
    http.delete('/api/product/:id', ({ params }) => {
      archived.push(String(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
  return { asked, archived };
}

describe('Manage Products (back office)', () => {
  it('counts and lists the products on sale with Edit and Archive, low stock marked', async () => {
    catalogue();
    signInAs(admin);
    renderScreen(<ManageProductsPage />, { url: '/dashboard/products' });
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Manage Products (2)');
    expect(within(table).getByRole('link', { name: 'Edit Kerfline CS-190 Circular Saw' })).toHaveAttribute('href', '/dashboard/products/p-1');
    expect(within(table).getByTitle('Low stock')).toBeVisible();
    expect(screen.getByRole('button', { name: 'On sale' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches, and filters to low stock', async () => {
    const { asked } = catalogue();
    signInAs(admin);
    const { user } = renderScreen(<ManageProductsPage />, { url: '/dashboard/products' });
    await screen.findByRole('table', { name: 'Products' });
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' }));
    await expect.poll(() => screen.queryByRole('link', { name: 'Edit Kerfline CS-190 Circular Saw' })).toBeNull();
    expect(asked.at(-1)).toContain('lowStock=true');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No products match.')).toBeVisible();
  });

  it('archives a product after asking, and says what that means', async () => {
    const { archived } = catalogue();
    signInAs(admin);
    const { user } = renderScreen(<ManageProductsPage />, { url: '/dashboard/products' });
    await user.click(await screen.findByRole('button', { name: 'Archive Kerfline 190 mm Blade' }));
    const question = await screen.findByRole('dialog', { name: 'Archive Kerfline 190 mm Blade? Shoppers will no longer see it; its orders keep showing it.' });
    await user.click(within(question).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Kerfline 190 mm Blade is archived: gone from the shop, still in its orders')).toBeVisible();
    expect(archived).toEqual(['p-2']);
  });
});
