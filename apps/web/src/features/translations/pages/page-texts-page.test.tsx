import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PageTextEntry } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { PageTextsPage } from './page-texts-page';

/**
 * The owner's texts as the server keeps them: the English banner title rewritten after its German
 * text was written, and a French title. Records every PUT and DELETE.
 */
function server(initial: PageTextEntry[]) {
  let entries = [...initial];
  const writes: string[] = [];
  api.use(
    http.get('/api/admin/page-texts', () => HttpResponse.json(entries)),
    http.put('/api/admin/page-texts/:language/:key', async ({ params, request }): Promise<Response> => {
      const { text } = (await request.json()) as { text: string };
      writes.push(`PUT ${params.language} ${params.key} ${text}`);
      if (text.includes('<script')) return apiError(400, 'Invalid request', { text: 'Text is not allowed' });
      const entry = { key: params.key, language: params.language, text, updatedAt: new Date().toISOString() } as PageTextEntry;
      entries = [...entries.filter((e) => !(e.key === entry.key && e.language === entry.language)), entry];
      return HttpResponse.json(entry);
    }),
    http.delete('/api/admin/page-texts/:language/:key', ({ params }) => {
      writes.push(`DELETE ${params.language} ${params.key}`);
      entries = entries.filter((e) => !(e.key === params.key && e.language === params.language));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { writes };
}

const entry = (key: PageTextEntry['key'], language: PageTextEntry['language'], text: string, updatedAt: string): PageTextEntry => ({ key, language, text, updatedAt });

function open(url = '/dashboard/page-texts') {
  signInAs(admin);
  return renderScreen(<PageTextsPage />, { url, route: '/dashboard/page-texts' });
}

describe('Page texts', () => {
  it("shows the store's own texts until the owner writes one, saves it and can go back to the store's", async () => {
    const { writes } = server([]);
    const { user } = open();
    const title = await screen.findByRole('textbox', { name: /Banner: title/ });
    expect(title).toHaveValue('Power saws that cut true, shift after shift');
    expect(within(screen.getByRole('form', { name: 'Banner: title' })).getByText("Store's own text")).toBeVisible();

    await user.clear(title);
    await user.type(title, 'Saws for every cut');
    await user.click(within(screen.getByRole('form', { name: 'Banner: title' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text saved')).toBeVisible();
    expect(writes).toEqual(['PUT en landing.title Saws for every cut']);
    expect(await within(screen.getByRole('form', { name: 'Banner: title' })).findByText('Written')).toBeVisible();

    await user.click(screen.getByRole('button', { name: "Use the store's own text" }));
    expect(await screen.findByText("The store's own text is back")).toBeVisible();
    expect(writes.at(-1)).toBe('DELETE en landing.title');
    await expect.poll(() => screen.getByRole('textbox', { name: /Banner: title/ })).toHaveValue('Power saws that cut true, shift after shift');
  });

  it('marks the texts a language has not caught up with after the English changed, and lists them', async () => {
    server([entry('landing.title', 'de', 'Sägen, die gerade schneiden', '2026-11-01T10:00:00.000Z'), entry('landing.title', 'en', 'Saws for every cut', '2026-11-02T10:00:00.000Z'), entry('landing.intro', 'en', 'We make saws.', '2026-11-02T10:00:00.000Z')]);
    const { user } = open('/dashboard/page-texts?language=de');
    const warning = (await screen.findByText(/2 texts of the landing page in Deutsch are behind your English/)).closest<HTMLElement>('[role="status"]')!;
    expect(warning).toBeVisible();
    expect(within(warning).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Banner: title', 'Banner: introduction']);
    // An older German text is still the German one; with none, the page shows the owner's English.
    expect(screen.getByRole('textbox', { name: /Banner: title/ })).toHaveValue('Sägen, die gerade schneiden');
    expect(within(screen.getByRole('form', { name: 'Banner: title' })).getByText('Outdated: written before your English changed')).toBeVisible();
    // Removing the German one would show the owner's English, not the store's German: the button says so.
    expect(within(screen.getByRole('form', { name: 'Banner: title' })).getByRole('button', { name: 'Remove (shows your English)' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Banner: introduction/ })).toHaveValue('We make saws.');
    expect(within(screen.getByRole('form', { name: 'Banner: introduction' })).getByText('Missing: shows your English')).toBeVisible();
    // A text never rewritten is the store's own, in German.
    expect(screen.getByRole('textbox', { name: /Features: title/ })).toHaveAttribute('lang', 'de');
    expect(within(screen.getByRole('tablist', { name: 'Language' })).getByRole('tab', { name: /Deutsch/ })).toHaveTextContent('Missing');
    expect(within(screen.getByRole('tablist', { name: 'Language' })).getByRole('tab', { name: 'English' })).not.toHaveTextContent('Missing');

    await user.click(screen.getByRole('button', { name: 'Blog' }));
    expect(await screen.findByRole('textbox', { name: /Question 1/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Answer 2/ }).textContent).toContain('\n- ');
    expect(screen.queryByText(/behind your English/)).toBeNull();
  });

  it('keeps what the owner typed and did not save across switching the language and the page', async () => {
    const { writes } = server([]);
    const { user } = open();
    const title = await screen.findByRole('textbox', { name: /Banner: title/ });
    await user.clear(title);
    await user.type(title, 'Half a sentence');
    expect(within(screen.getByRole('form', { name: 'Banner: title' })).getByText('Not saved')).toBeVisible();

    await user.click(within(screen.getByRole('tablist', { name: 'Language' })).getByRole('tab', { name: /Deutsch/ }));
    expect(await screen.findByRole('textbox', { name: /Banner: title/ })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('textbox', { name: /Banner: title/ })).not.toHaveValue('Half a sentence');
    await user.click(screen.getByRole('button', { name: 'Blog' }));
    await user.click(within(screen.getByRole('tablist', { name: 'Language' })).getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Landing page' }));
    expect(await screen.findByRole('textbox', { name: /Banner: title/ })).toHaveValue('Half a sentence');
    expect(within(screen.getByRole('form', { name: 'Banner: title' })).getByText('Not saved')).toBeVisible();
    expect(writes).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Banner: title/ }), ', finished');
    await user.click(within(screen.getByRole('form', { name: 'Banner: title' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text saved')).toBeVisible();
    expect(writes).toEqual(['PUT en landing.title Half a sentence, finished']);
    expect(screen.getByRole('textbox', { name: /Banner: title/ })).toHaveValue('Half a sentence, finished');
    expect(within(screen.getByRole('form', { name: 'Banner: title' })).queryByText('Not saved')).toBeNull();
  });

  it("an empty text is refused before it is sent, and the server's refusal shows on the field", async () => {
    const { writes } = server([]);
    const { user } = open();
    const kicker = await screen.findByRole('textbox', { name: /Banner: the line above the title/ });
    const form = screen.getByRole('form', { name: 'Banner: the line above the title' });
    await user.clear(kicker);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Text is required')).toBeVisible();
    expect(writes).toEqual([]);
    await user.type(kicker, '<script>');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Text is not allowed')).toBeVisible();
  });
});
