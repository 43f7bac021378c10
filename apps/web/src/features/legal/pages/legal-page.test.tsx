import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { LegalPage as LegalPageData } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { renderScreen } from '../../../test/render';
import { LegalLink } from '../components/legal-link';
import { LegalPage } from './legal-page';

const terms: LegalPageData = {
  slug: 'terms',
  title: 'Terms and Conditions',
  body: '## 1. The contract\n\nThe contract is made when we confirm your payment.\nWe may decline an order.\n\n## 2. Prices\n\nPrices include VAT <script>alert(1)</script> where shown.',
  version: 4,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('a legal page (/legal/:slug)', () => {
  it('shows the title, version and text as headings and paragraphs, plain text only', async () => {
    api.use(http.get('/api/legal/terms', () => HttpResponse.json(terms)));
    const { container } = renderScreen(<LegalPage />, { url: '/legal/terms', route: '/legal/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(screen.getByText(/Version 4, last updated/)).toHaveTextContent('Version 4, last updated November 20, 2026');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1. The contract', '2. Prices']);
    // A paragraph's lines stay together; the owner's angle brackets show as typed, never as markup.
    expect(screen.getByText(/The contract is made/)).toHaveTextContent('The contract is made when we confirm your payment. We may decline an order.');
    expect(screen.getByText(/Prices include VAT/)).toHaveTextContent('Prices include VAT <script>alert(1)</script> where shown.');
    expect(container.querySelector('script')).toBeNull();
  });

  it('an unknown slug is Page Not Found (the API is not asked)', async () => {
    renderScreen(<LegalPage />, { url: '/legal/cookies', route: '/legal/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  it('a page the server does not have is Page Not Found', async () => {
    api.use(http.get('/api/legal/imprint', () => apiError(404, 'This page has not been written yet', undefined, 'not_found')));
    renderScreen(<LegalPage />, { url: '/legal/imprint', route: '/legal/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

describe('LegalLink', () => {
  it('links a legal page by its name, or with words of its own in a new tab', () => {
    renderScreen(
      <p>
        I accept the{' '}
        <LegalLink slug="terms" newTab>
          terms and conditions
        </LegalLink>{' '}
        and have read the <LegalLink slug="shipping-returns" />.
      </p>,
    );
    const accept = screen.getByRole('link', { name: 'terms and conditions' });
    expect(accept).toHaveAttribute('href', '/legal/terms');
    expect(accept).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Shipping and Returns' })).toHaveAttribute('href', '/legal/shipping-returns');
  });
});
