import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PageTexts } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { renderScreen } from '../../../test/render';
import { BlogsPage } from './blogs-page';

describe('Blogs', () => {
  it("shows the store's own five questions while the owner has rewritten nothing", async () => {
    renderScreen(<BlogsPage />, { url: '/blogs' });
    expect(await screen.findAllByTestId('blog-question')).toHaveLength(5);
    expect(screen.getByText('Questions our web team gets asked about building fast, reliable front ends, and the answers we give.')).toBeVisible();
    expect(screen.getByText('How does React decide when a component re-renders?')).toBeInTheDocument();
  });

  it("shows the owner's words where written: paragraphs by blank lines, a list by its '- ' lines", async () => {
    api.use(
      http.get('/api/page-texts/blog', () =>
        HttpResponse.json<PageTexts>({
          page: 'blog',
          language: 'en',
          texts: {
            'blog.intro': 'What our saw team is asked most.',
            'blog.list-keys.question': 'Why does a blade need a key?',
            'blog.list-keys.answer': 'First paragraph.\n\n- one\n- two\n\nLast paragraph.',
          },
        }),
      ),
    );
    const { user } = renderScreen(<BlogsPage />, { url: '/blogs' });
    expect(await screen.findByText('What our saw team is asked most.')).toBeVisible();
    const questions = screen.getAllByTestId('blog-question');
    expect(questions).toHaveLength(5);
    const third = questions[2]!;
    await user.click(within(third).getByText('Why does a blade need a key?'));
    expect(within(third).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['First paragraph.', 'Last paragraph.']);
    expect(within(third).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    // The questions the owner did not rewrite keep the store's own words.
    expect(within(questions[0]!).getByText('How does React decide when a component re-renders?')).toBeInTheDocument();
  });
});
