import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminMarket, MarketInput } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { MarketsPage } from './markets-page';

const euro: AdminMarket = { id: '11111111-1111-4111-8111-111111111111', name: 'Euro area', currency: 'EUR', pricesIncludeTax: true, language: 'en', languages: ['en'], countries: ['AT', 'DE', 'FI'], fallback: false, excludedVariants: 6, exchangeRate: true };
const rest: AdminMarket = { id: '22222222-2222-4222-8222-222222222222', name: 'Rest of world', currency: 'CHF', pricesIncludeTax: false, language: 'en', languages: ['en'], countries: [], fallback: true, excludedVariants: 0, exchangeRate: false };

function serverMarkets() {
  const sent: MarketInput[] = [];
  api.use(
    http.get('/api/admin/markets', () => HttpResponse.json([euro, rest])),
    http.post('/api/admin/markets', async ({ request }) => {
      const body = (await request.json()) as MarketInput;
      sent.push(body);
      if (!body.moveCountries) return apiError(409, 'A country belongs to one market at most: Finland (FI) is in Euro area. Move it explicitly to list it here.', { countries: 'FI' }, 'conflict');
      return HttpResponse.json({ ...euro, id: '33333333-3333-4333-8333-333333333333', name: body.name, countries: body.countries }, { status: 201 });
    }),
  );
  return sent;
}

describe('the Markets screen', () => {
  it('lists each market with its countries by name, currency, tax display and versions left out', async () => {
    serverMarkets();
    signInAs(admin);
    renderScreen(<MarketsPage />, { url: '/dashboard/markets' });
    const rows = await screen.findAllByTestId('market-row');
    expect(rows[0]).toHaveTextContent('Euro area');
    expect(rows[0]).toHaveTextContent('Austria (AT), Germany (DE), Finland (FI)');
    expect(rows[0]).toHaveTextContent('Tax included');
    expect(rows[1]).toHaveTextContent('Every other country (fallback)');
    expect(rows[1]).toHaveTextContent('Tax added at checkout');
    expect(rows[0]).not.toHaveTextContent('No exchange rate');
    expect(rows[1]).toHaveTextContent('CHFNo exchange rate');
  });

  it('names the typed countries, and moves a country another market has only after Move them here', async () => {
    const sent = serverMarkets();
    signInAs(admin);
    const { user } = renderScreen(<MarketsPage />, { url: '/dashboard/markets' });
    await user.click(await screen.findByRole('button', { name: 'Add a market' }));
    const form = screen.getByRole('form', { name: 'Add a market' });
    await user.type(within(form).getByLabelText('Name'), 'Nordics');
    await user.type(within(form).getByLabelText('Currency (ISO 4217, e.g. EUR)'), 'sek');
    await user.selectOptions(within(form).getByLabelText('Default language'), 'Deutsch');
    await user.click(within(form).getByRole('checkbox', { name: 'English' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Français' }));
    await user.type(within(form).getByLabelText(/^Countries/), 'se, fi, xx');
    expect(within(form).getByText('Sweden (SE)')).toBeVisible();
    expect(within(form).getByText('Finland (FI)')).toBeVisible();
    expect(within(form).getByText('XX: not a country code')).toBeVisible();
    await user.clear(within(form).getByLabelText(/^Countries/));
    await user.type(within(form).getByLabelText(/^Countries/), 'se, fi');
    await user.click(within(form).getByRole('button', { name: 'Add market' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Finland (FI) is in Euro area');
    await user.click(within(form).getByRole('button', { name: 'Move them here' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[0]).toMatchObject({ name: 'Nordics', currency: 'SEK', language: 'de', languages: ['fr'], countries: ['SE', 'FI'], moveCountries: false });
    expect(sent[1]).toMatchObject({ countries: ['SE', 'FI'], moveCountries: true });
    expect(await screen.findByText('Market added')).toBeVisible();
  });
});
