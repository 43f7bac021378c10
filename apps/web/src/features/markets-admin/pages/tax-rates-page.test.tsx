import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TaxRate, TaxRateInput } from '@store/contract';
import { api, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { TaxRatesPage } from './tax-rates-page';

describe('the Tax rates screen', () => {
  it('shows rates as percents, filters by country, and sends a percent as typed', async () => {
    let rates: TaxRate[] = [
      { country: 'CH', region: '', taxClass: 'standard', rate: 81_000 },
      { country: 'DE', region: '', taxClass: 'reduced', rate: 70_000 },
      { country: 'DE', region: '', taxClass: 'standard', rate: 190_000 },
    ];
    const sent: TaxRateInput[] = [];
    api.use(
      http.get('/api/admin/tax-rates', () => HttpResponse.json(rates)),
      http.put('/api/admin/tax-rates', async ({ request }) => {
        const body = (await request.json()) as TaxRateInput;
        sent.push(body);
        const saved = { country: body.country, region: body.region ?? '', taxClass: body.taxClass, rate: 88_750 };
        rates = [...rates, saved];
        return HttpResponse.json(saved);
      }),
    );
    signInAs(admin);
    const { user } = renderScreen(<TaxRatesPage />, { url: '/dashboard/tax-rates' });
    const rows = await screen.findAllByTestId('tax-rate-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Switzerland (CH)Whole countrystandard8.1%'),
      expect.stringContaining('Germany (DE)Whole countryreduced7%'),
      expect.stringContaining('Germany (DE)Whole countrystandard19%'),
    ]);
    await user.selectOptions(screen.getByLabelText('Show country'), 'DE');
    expect(screen.getAllByTestId('tax-rate-row')).toHaveLength(2);

    const form = screen.getByRole('form', { name: 'Set a tax rate' });
    await user.selectOptions(within(form).getByLabelText('Country'), 'US');
    await user.type(within(form).getByLabelText('Region (empty, or e.g. US-CA)'), 'us-ny');
    await user.type(within(form).getByLabelText('Rate in % (e.g. 19 or 8.875)'), '8.875');
    await user.click(within(form).getByRole('button', { name: 'Save tax rate' }));
    await expect.poll(() => sent).toEqual([{ country: 'US', region: 'US-NY', taxClass: 'standard', percent: '8.875' }]);
    await user.selectOptions(screen.getByLabelText('Show country'), 'US');
    expect(await screen.findByText('8.875%')).toBeVisible();
  });
});
