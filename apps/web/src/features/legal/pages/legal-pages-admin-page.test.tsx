import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LegalPage, LegalPageSummary, LegalPageUpdate } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { LegalPagesAdminPage } from './legal-pages-admin-page';

/** The server's pages (terms and privacy written, the others not), and the PUTs it received. */
function legalApi() {
  const pages = new Map<string, LegalPage>([
    ['terms', { slug: 'terms', title: 'Terms and Conditions', body: '## Scope\n\nThese terms apply.', version: 2, updatedAt: '2026-11-20T10:00:00.000Z' }],
    ['privacy', { slug: 'privacy', title: 'Privacy Notice', body: 'We keep little.', version: 1, updatedAt: '2026-11-01T10:00:00.000Z' }],
  ]);
  const sent: { slug: string; body: LegalPageUpdate }[] = [];
  api.use(
    http.get('/api/legal', () => HttpResponse.json<LegalPageSummary[]>([...pages.values()].map(({ body: _body, ...summary }) => summary))),
    http.get('/api/legal/:slug', ({ params }) => {
      const page = pages.get(String(params.slug));
      return page ? HttpResponse.json(page) : apiError(404, 'This page has not been written yet', undefined, 'not_found');
    }),
    http.put('/api/legal/:slug', async ({ params, request }) => {
      const slug = String(params.slug);
      const body = (await request.json()) as LegalPageUpdate;
      sent.push({ slug, body });
      const before = pages.get(slug);
      const page: LegalPage = { slug: slug as LegalPage['slug'], title: body.title, body: body.body, version: (before?.version ?? 0) + 1, updatedAt: '2026-11-27T09:00:00.000Z' };
      pages.set(slug, page);
      return HttpResponse.json(page);
    }),
  );
  return sent;
}

describe('Legal Pages (back office)', () => {
  it('lists the four pages with their versions and saves an edit as the next version, with a toast', async () => {
    const sent = legalApi();
    signInAs(admin);
    const { user } = renderScreen(<LegalPagesAdminPage />, { url: '/dashboard/legal' });
    const list = screen.getByRole('list', { name: 'Legal pages' });
    expect(await within(list).findByRole('button', { name: /Terms and Conditions Version 2, last updated November 20, 2026/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getByRole('button', { name: /Privacy Notice Version 1/ })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Shipping and Returns Not written yet' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Imprint Not written yet' })).toBeVisible();

    const form = await screen.findByRole('form', { name: 'Edit Terms and Conditions' });
    const text = within(form).getByLabelText('Text');
    expect(text).toHaveValue('## Scope\n\nThese terms apply.');
    await user.clear(text);
    await user.type(text, '## Scope{Enter}{Enter}These terms apply to every order.');
    await user.click(within(form).getByRole('button', { name: 'Save as version 3' }));

    expect(await screen.findByText('Terms and Conditions saved as version 3')).toBeVisible();
    expect(sent).toEqual([{ slug: 'terms', body: { title: 'Terms and Conditions', body: '## Scope\n\nThese terms apply to every order.' } }]);
    expect(await within(list).findByRole('button', { name: /Terms and Conditions Version 3, last updated November 27, 2026/ })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save as version 4' })).toBeVisible();
  });

  it('writes a page not written yet as version 1, and refuses an empty title or text before sending', async () => {
    const sent = legalApi();
    signInAs(admin);
    const { user } = renderScreen(<LegalPagesAdminPage />, { url: '/dashboard/legal' });
    await user.click(await screen.findByRole('button', { name: /^Imprint/ }));
    const form = await screen.findByRole('form', { name: 'Edit Imprint' });
    expect(within(form).getByText(/Not written yet/)).toBeVisible();
    const title = within(form).getByLabelText('Title');
    expect(title).toHaveValue('Imprint');
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save as version 1' }));
    expect(await within(form).findByText('Enter a title')).toBeVisible();
    expect(within(form).getByText('Enter the text')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(title, 'Imprint');
    await user.type(within(form).getByLabelText('Text'), 'Kerfline Tools Inc.');
    await user.click(within(form).getByRole('button', { name: 'Save as version 1' }));
    expect(await screen.findByText('Imprint saved as version 1')).toBeVisible();
    expect(sent).toEqual([{ slug: 'imprint', body: { title: 'Imprint', body: 'Kerfline Tools Inc.' } }]);
  });
});
