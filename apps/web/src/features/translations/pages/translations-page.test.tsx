import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CategoryTranslation, MissingTranslations } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { TranslationsPage } from './translations-page';

const saw = (n: number) => ({ _id: `p-${n}`, name: `Kerfline saw ${n}`, slug: `kerfline-saw-${n}` });
const blades = { _id: 'c-blades', name: 'Saw blades', slug: 'saw-blades' };
const saws = { _id: 'c-saws', name: 'Circular saws', slug: 'circular-saws' };

/**
 * What is missing as the server answers it: 52 products in German (two pages), both categories,
 * one less each time a category is translated. Records every query and PUT.
 */
function server({ productCount = 52, capped = false } = {}) {
  const asked: string[] = [];
  const puts: { path: string; body: unknown }[] = [];
  let categories = [saws, blades];
  api.use(
    http.get('/api/admin/translations/missing', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const language = query.get('language') as MissingTranslations['language'];
      const second = query.get('cursor') === 'p-50';
      const products = second ? [saw(51), saw(52)] : Array.from({ length: 50 }, (_, i) => saw(i + 1));
      return HttpResponse.json<MissingTranslations>({ language, products, next: second ? null : 'p-50', productCount, capped, categories });
    }),
    http.put('/api/category/:id/translations/:language', async ({ params, request }): Promise<Response> => {
      const body = (await request.json()) as { name: string; slug?: string };
      puts.push({ path: `${params.id}/${params.language}`, body });
      if (body.slug === 'kreissaegen') return apiError(409, 'Another category already has this slug in this language', { slug: 'This slug is taken' }, 'conflict');
      categories = categories.filter((c) => c._id !== params.id);
      return HttpResponse.json<CategoryTranslation>({ language: 'de', name: body.name, slug: body.slug ?? 'kreissaegen-2', updatedAt: new Date().toISOString() });
    }),
  );
  return { asked, puts };
}

function open(url = '/dashboard/translations') {
  signInAs(admin);
  return renderScreen(<TranslationsPage />, { url, route: '/dashboard/translations', routes: { '/dashboard/products/:id': <p>Edit Product page</p> } });
}

describe('Translations', () => {
  it('lists the products still in English, a page at a time, each leading to its Edit Product page', async () => {
    const { asked } = server();
    const { user, location } = open();
    expect(await screen.findByRole('heading', { name: '52 products still in English' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
    const list = () => within(screen.getByRole('list', { name: 'Products still in English in Deutsch' })).getAllByRole('link');
    expect(list()).toHaveLength(50);
    expect(list()[0]).toHaveAttribute('href', '/dashboard/products/p-1');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await expect.poll(() => list().length).toBe(52);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual(['language=de&limit=50', 'language=de&limit=50&cursor=p-50']);

    await user.click(screen.getByRole('link', { name: 'Kerfline saw 52' }));
    expect(location().pathname).toBe('/dashboard/products/p-52');
  });

  it('switches language, and counts past 10,000 as 10,000+', async () => {
    const { asked } = server({ productCount: 10_000, capped: true });
    const { user, location } = open();
    await screen.findByRole('heading', { name: '10,000+ products still in English' });
    await user.click(screen.getByRole('tab', { name: '日本語' }));
    expect(await screen.findByRole('list', { name: 'Products still in English in 日本語' })).toBeVisible();
    expect(location().search).toBe('?language=ja');
    expect(asked).toEqual(['language=de&limit=50', 'language=ja&limit=50']);
  });

  it('translates a category in place, showing a taken slug under its field', async () => {
    const { puts } = server();
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Translate the category Circular saws' });
    expect(screen.getByRole('heading', { name: '2 categories still in English' })).toBeVisible();
    const name = within(form).getByLabelText('Name in Deutsch');
    await user.type(name, 'Kreissägen');
    await user.type(within(form).getByLabelText('Slug (optional)'), 'kreissaegen');
    await user.click(within(form).getByRole('button', { name: 'Save translation' }));
    expect(await within(form).findByText('This slug is taken')).toBeVisible();
    expect(within(form).getByLabelText('Slug (optional)')).toHaveAccessibleDescription('This slug is taken');

    await user.clear(within(form).getByLabelText('Slug (optional)'));
    await user.click(within(form).getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeVisible();
    expect(puts).toEqual([
      { path: 'c-saws/de', body: { name: 'Kreissägen', slug: 'kreissaegen' } },
      { path: 'c-saws/de', body: { name: 'Kreissägen' } },
    ]);
    // Translated: off the list, which the change refreshed.
    expect(await screen.findByRole('heading', { name: '1 category still in English' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Translate the category Circular saws' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Translate the category Saw blades' })).toBeVisible();
  });
});
