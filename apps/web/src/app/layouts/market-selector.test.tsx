import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Market } from '@store/contract';
import { renderScreen } from '../../test/render';
import { api, http, HttpResponse, testMarkets } from '../../test/api';
import { MarketPrefixProvider } from '../../lib/page-market';
import { PriceTaxNote } from '../../lib/markets';
import { MarketSelector } from './market-selector';

describe('the market selector', () => {
  it('names the home country and its currency on the unprefixed pages, and links each country to the same page in its market', async () => {
    const { user } = renderScreen(<MarketSelector pathname="/products" />, { url: '/products' });
    const summary = screen.getByText('US', { exact: false, selector: 'summary' });
    await waitFor(() => expect(summary).toHaveAccessibleName('US · USD (United States, prices in USD): change country'));
    await user.click(summary);
    const choices = within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')]);
    expect(choices).toEqual([
      ['France EUR', '/en-fr/products', 'en-FR'],
      ['Germany EUR', '/en-de/products', 'en-DE'],
      ['United States USD', '/products', 'en-US'],
    ]);
    expect(screen.getByRole('link', { name: 'United States USD' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the market of the page’s prefix, and "incl. VAT" where its prices include tax', async () => {
    renderScreen(
      <MarketPrefixProvider value="/en-de">
        <MarketSelector pathname="/" />
        <p data-testid="price">
          €10.00
          <PriceTaxNote />
        </p>
      </MarketPrefixProvider>,
    );
    expect(await screen.findByText('incl. VAT')).toBeVisible();
    expect(screen.getByText('DE', { exact: false, selector: 'summary' })).toHaveAccessibleName('DE · EUR (Germany, prices in EUR): change country');
    expect(screen.getByRole('link', { name: 'Germany EUR', hidden: true })).toHaveAttribute('href', '/en-de');
    expect(screen.getByRole('link', { name: 'United States USD', hidden: true })).toHaveAttribute('href', '/');
  });

  it('says nothing of tax where it is added at checkout', async () => {
    renderScreen(
      <>
        <MarketSelector pathname="/" />
        <PriceTaxNote />
      </>,
    );
    await screen.findByRole('link', { name: 'Germany EUR', hidden: true });
    expect(screen.queryByText('incl. VAT')).toBeNull();
  });

  it('names the countries in the page’s language, and offers the page in each language its market speaks', async () => {
    const multilingual: Market[] = [testMarkets[0]!, { ...testMarkets[1]!, language: 'de', languages: ['de', 'en'], countries: ['DE', 'CH'] }];
    api.use(http.get('/api/markets', () => HttpResponse.json<Market[]>(multilingual)));
    renderScreen(
      <MarketPrefixProvider value="/de-de">
        <MarketSelector pathname="/products" />
      </MarketPrefixProvider>,
    );
    const languages = await screen.findByRole('list', { name: 'Language', hidden: true });
    const links = within(languages)
      .getAllByRole('link', { hidden: true })
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Deutsch', '/de-de/products', 'de-DE', 'true'],
      ['English', '/en-de/products', 'en-DE', null],
    ]);
    // Each country opens in its own language where its market speaks it.
    expect(screen.getByRole('link', { name: 'Deutschland EUR', hidden: true })).toHaveAttribute('href', '/de-de/products');
    expect(screen.getByRole('link', { name: 'Deutschland EUR', hidden: true })).toHaveAttribute('hreflang', 'de-DE');
    expect(screen.getByRole('link', { name: 'Vereinigte Staaten USD', hidden: true })).toHaveAttribute('href', '/products');
  });
});
