import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../test/render';
import { testMarkets } from '../../test/api';
import { MarketPrefixProvider } from '../../lib/page-market';
import { marketChoices } from './market-choices';
import { LaterMarketSuggestion } from './later-market-suggestion';
import { suggestedChoice } from './market-suggestion';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the market suggestion', () => {
  it('offers the first country of the browser’s languages that another market lists', () => {
    const choices = marketChoices(testMarkets);
    const [us, euro] = testMarkets.map((m) => m.id);
    expect(suggestedChoice(['de-DE', 'de', 'en'], choices, us)).toMatchObject({ country: 'DE', currency: 'EUR', prefix: '/en-de' });
    expect(suggestedChoice(['fr', 'ja-JP', 'fr-FR'], choices, us)).toMatchObject({ country: 'FR' });
    // The page's own market (France is in the Euro area with Germany), or no region: nothing.
    expect(suggestedChoice(['fr-FR'], choices, euro)).toBeUndefined();
    expect(suggestedChoice(['en-US'], choices, us)).toBeUndefined();
    expect(suggestedChoice(['de', 'en'], choices, us)).toBeUndefined();
  });

  it('links to the same page there, never moves by itself, and stays away once dismissed', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    const { user, unmount } = renderScreen(<LaterMarketSuggestion pathname="/products" />, { url: '/products' });
    const link = await screen.findByRole('link', { name: 'See prices in EUR' });
    expect(link).toHaveAttribute('href', '/en-de/products');
    expect(screen.getByRole('region', { name: 'Your country' })).toHaveTextContent('Shopping from Germany?');
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('region', { name: 'Your country' })).toBeNull();
    unmount();
    renderScreen(<LaterMarketSuggestion pathname="/products" />, { url: '/products' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your country' })).toBeNull();
  });

  it('names a country as a sentence does: from the United States', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    renderScreen(
      <MarketPrefixProvider value="/en-de">
        <LaterMarketSuggestion pathname="/cart" />
      </MarketPrefixProvider>,
    );
    expect(await screen.findByRole('link', { name: 'See prices in USD' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('region', { name: 'Your country' })).toHaveTextContent('Shopping from the United States?');
  });

  it('says nothing on the page of the browser’s own market', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    renderScreen(
      <MarketPrefixProvider value="/en-de">
        <LaterMarketSuggestion pathname="/" />
        <p>page</p>
      </MarketPrefixProvider>,
    );
    await screen.findByText('page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your country' })).toBeNull();
  });
});
