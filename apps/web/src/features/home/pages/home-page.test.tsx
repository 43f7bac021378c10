import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PageTexts } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { renderScreen } from '../../../test/render';
import { HomePage } from './home-page';

describe('The landing page', () => {
  it("shows the owner's texts where written and the store's own elsewhere", async () => {
    api.use(
      http.get('/api/page-texts/landing', () =>
        HttpResponse.json<PageTexts>({
          page: 'landing',
          language: 'en',
          texts: {
            'landing.title': 'Saws for every cut',
            'landing.contact.text': 'Call us any weekday.',
            'landing.feature.chuck.title': 'Quick chuck',
            'landing.feature.chuck.details': 'One lever.\n\nNo key.',
          },
        }),
      ),
    );
    renderScreen(<HomePage />, { url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saws for every cut' })).toBeVisible();
    expect(screen.getByText('Call us any weekday.')).toBeVisible();
    // Not rewritten: the store's own words.
    expect(screen.getByText('Welcome to Kerfline')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Built Into Every Saw' })).toBeVisible();
    // The card and its pop-up carry the owner's name and paragraphs (no need to load the store's own).
    const card = screen.getByRole('button', { name: /Quick chuck/ });
    expect(card).toHaveTextContent('Tool-free blade changes in seconds.');
    const dialog = document.querySelector<HTMLElement>('dialog[aria-labelledby="feature-chuck-title"]')!;
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent('Quick chuck');
    expect(within(dialog).getAllByText(/One lever\.|No key\./).map((p) => p.tagName)).toEqual(['P', 'P']);
  });
});
