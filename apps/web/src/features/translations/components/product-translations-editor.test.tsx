import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProductTranslation, Success } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { versionedProduct } from '../../../test/fixtures';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { ProductTranslationsEditor } from './product-translations-editor';

// A saw with two options (Voltage: 120 V, 230 V; Plug: US, EU, UK), written in French so far.
const saw = versionedProduct();
const french: ProductTranslation = {
  language: 'fr',
  name: 'Scie circulaire Kerfline CS-185',
  slug: 'scie-circulaire-kerfline-cs-185',
  description: 'Une scie circulaire de 185 mm.',
  optionNames: { Voltage: 'Tension', Plug: 'Fiche' },
  optionValues: { UK: 'R.-U.' },
  updatedAt: '2025-03-01T10:00:00.000Z',
};

/** The product's translations as the server holds them: `written` now, changed by each PUT and DELETE. */
function server(written: ProductTranslation[]) {
  const sent: { method: string; language: string; body?: unknown }[] = [];
  let reply: ((body: unknown) => Response) | undefined;
  api.use(
    http.get('/api/product/:id/translations', () => HttpResponse.json<ProductTranslation[]>(written)),
    http.put('/api/product/:id/translations/:language', async ({ params, request }) => {
      const body = (await request.json()) as Omit<ProductTranslation, 'language' | 'slug' | 'updatedAt'> & { slug?: string };
      const language = String(params.language) as ProductTranslation['language'];
      sent.push({ method: 'PUT', language, body });
      if (reply) return reply(body);
      const saved: ProductTranslation = { language, ...body, slug: body.slug ?? 'made-from-the-name', updatedAt: new Date().toISOString() };
      written = [...written.filter((t) => t.language !== language), saved];
      return HttpResponse.json<ProductTranslation>(saved);
    }),
    http.delete('/api/product/:id/translations/:language', ({ params }) => {
      sent.push({ method: 'DELETE', language: String(params.language) });
      written = written.filter((t) => t.language !== params.language);
      return HttpResponse.json<Success>({ success: true });
    }),
  );
  return { sent, refuseWith: (r: (body: unknown) => Response) => void (reply = r) };
}

function open() {
  signInAs(admin);
  return renderScreen(<ProductTranslationsEditor product={saw} />, { url: `/dashboard/products/${saw._id}`, route: '/dashboard/products/:id' });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('Edit Product: Translations', () => {
  it('marks each language without a translation as Missing, and shows the one written', async () => {
    server([french]);
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Translations' })).toBeVisible();
    await screen.findByRole('tablist', { name: 'Languages' });
    for (const missing of [/^Deutsch/, /^Español/, /^日本語/]) expect(tab(missing)).toHaveAccessibleName(expect.stringContaining('Missing: the shop shows English'));
    expect(tab(/^Français/)).toHaveAccessibleName('Français');
    // German first: empty, and said to show English.
    expect(tab(/^Deutsch/)).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText(/^Missing: the shop shows English/)).toBeVisible();
    expect(within(panel()).getByLabelText('Name')).toHaveValue('');
    expect(within(panel()).queryByRole('button', { name: 'Remove translation' })).toBeNull();

    await user.click(tab(/^Français/));
    expect(tab(/^Français/)).toHaveAttribute('aria-selected', 'true');
    const fr = within(panel());
    expect(fr.getByLabelText('Name')).toHaveValue('Scie circulaire Kerfline CS-185');
    expect(fr.getByLabelText('Slug (optional)')).toHaveValue('scie-circulaire-kerfline-cs-185');
    expect(fr.getByLabelText('Name of the option Voltage')).toHaveValue('Tension');
    expect(fr.getByLabelText('Plug: UK')).toHaveValue('R.-U.');
    expect(fr.getByLabelText('Plug: EU')).toHaveValue('');
    expect(fr.queryByText(/^Missing/)).toBeNull();
  });

  it('saves the name, description and option texts filled in, and the tab is no longer Missing', async () => {
    const { sent } = server([french]);
    const { user } = open();
    await screen.findByRole('tablist', { name: 'Languages' });
    const de = within(panel());
    expect(de.getByLabelText('Slug (optional)')).toHaveAttribute('placeholder', 'Made from the name when left empty');
    await user.type(de.getByLabelText('Name'), 'Kerfline CS-185 Kreissäge');
    await user.type(de.getByLabelText('Description'), 'Eine 185-mm-Kreissäge.');
    await user.type(de.getByLabelText('Name of the option Voltage'), 'Spannung');
    await user.type(de.getByLabelText('Name of the option Plug'), 'Stecker');
    await user.type(de.getByLabelText('Plug: UK'), 'UK (Typ G)');
    await user.click(de.getByRole('button', { name: 'Save the Deutsch translation' }));

    expect(await screen.findByText('Translation saved')).toBeVisible();
    // No slug: the server makes one from the name. Empty option fields are left out (English shows).
    expect(sent).toEqual([
      {
        method: 'PUT',
        language: 'de',
        body: {
          name: 'Kerfline CS-185 Kreissäge',
          description: 'Eine 185-mm-Kreissäge.',
          optionNames: { Voltage: 'Spannung', Plug: 'Stecker' },
          optionValues: { UK: 'UK (Typ G)' },
        },
      },
    ]);
    await expect.poll(() => tab(/^Deutsch/).textContent).toBe('Deutsch');
    expect(within(panel()).getByLabelText('Slug (optional)')).toHaveValue('made-from-the-name');
  });

  it("shows the server's message under the field it names", async () => {
    const { sent, refuseWith } = server([]);
    refuseWith(() => apiError(400, 'Invalid request body', { name: 'Name must not contain a line break' }));
    const { user } = open();
    await screen.findByRole('tablist', { name: 'Languages' });
    await user.click(tab(/^Español/));
    const es = within(panel());
    await user.type(es.getByLabelText('Name'), 'Sierra circular');
    await user.type(es.getByLabelText('Description'), 'Una sierra.');
    await user.click(es.getByRole('button', { name: 'Save the Español translation' }));

    expect(await es.findByText('Name must not contain a line break')).toBeVisible();
    expect(es.getByLabelText('Name')).toHaveAccessibleDescription('Name must not contain a line break');
    expect(es.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
  });

  it('checks the required texts before sending anything', async () => {
    const { sent } = server([]);
    const { user } = open();
    await screen.findByRole('tablist', { name: 'Languages' });
    const de = within(panel());
    await user.type(de.getByLabelText('Name'), 'Kreissäge');
    await user.click(de.getByRole('button', { name: 'Save the Deutsch translation' }));
    expect(await de.findByText('Description is required')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('removes a translation after asking, and marks the language Missing again', async () => {
    const { sent } = server([french]);
    const { user } = open();
    await screen.findByRole('tablist', { name: 'Languages' });
    await user.click(tab(/^Français/));
    await user.click(within(panel()).getByRole('button', { name: 'Remove translation' }));
    const question = await screen.findByRole('dialog', { name: 'Remove the Français translation?' });
    await user.click(within(question).getByRole('button', { name: 'Remove translation' }));

    expect(await screen.findByText('Translation removed')).toBeVisible();
    expect(sent).toEqual([{ method: 'DELETE', language: 'fr' }]);
    await expect.poll(() => tab(/^Français/).textContent).toContain('Missing');
    expect(within(panel()).getByLabelText('Name')).toHaveValue('');
  });
});
