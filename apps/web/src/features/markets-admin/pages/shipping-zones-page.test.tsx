import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminShippingZone, ShippingZoneInput } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { admin, renderScreen, signInAs } from '../../../test/render';
import { ShippingZonesPage } from './shipping-zones-page';

const europe: AdminShippingZone = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Europe',
  countries: ['DE', 'GB'],
  methods: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Standard',
      deliveryDays: { min: 3, max: 7 },
      rates: { EUR: { kind: 'flat', amount: 990 }, GBP: { kind: 'weight', bands: [{ upToGrams: 5000, amount: 1790 }] } },
      freeFrom: { EUR: 20_000 },
    },
  ],
};

describe('the Shipping zones screen', () => {
  it('shows each zone with its countries and its methods’ rates per currency, and saves an edit in minor units', async () => {
    const sent: ShippingZoneInput[] = [];
    api.use(
      http.get('/api/admin/shipping-zones', () => HttpResponse.json([europe])),
      http.put('/api/admin/shipping-zones/:id', async ({ request }) => {
        const body = (await request.json()) as ShippingZoneInput;
        sent.push(body);
        if (sent.length === 1) return apiError(400, 'The zone cannot be saved: Zone "Europe", method "Standard": delivery days must be whole numbers with min ≤ max', { zone: 'days' });
        return HttpResponse.json(europe);
      }),
    );
    signInAs(admin);
    const { user } = renderScreen(<ShippingZonesPage />, { url: '/dashboard/shipping-zones' });
    const zone = await screen.findByTestId('zone');
    expect(zone).toHaveTextContent('Germany (DE), United Kingdom (GB)');
    expect(zone).toHaveTextContent('3–7 days');
    expect(zone).toHaveTextContent('EUR: €9.90');
    expect(zone).toHaveTextContent('GBP: £17.90 up to 5,000 g');
    expect(zone).toHaveTextContent('€200.00');

    await user.click(within(zone).getByRole('button', { name: 'Edit Europe' }));
    const form = screen.getByRole('form', { name: 'Edit Europe' });
    const rates = within(form).getByLabelText(/^Rates, one currency a line/);
    expect(rates).toHaveValue('EUR flat 9.90\nGBP weight 5000=17.90');
    await user.clear(rates);
    await user.type(rates, 'EUR flat 12.50{Enter}JPY flat 1500');
    await user.clear(within(form).getByLabelText('Days, at least'));
    await user.type(within(form).getByLabelText('Days, at least'), '9');
    await user.click(within(form).getByRole('button', { name: 'Save zone' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('delivery days must be whole numbers with min ≤ max');
    expect(sent[0]).toEqual({
      name: 'Europe',
      countries: ['DE', 'GB'],
      moveCountries: false,
      methods: [{ id: europe.methods[0]!.id, name: 'Standard', deliveryDays: { min: 9, max: 7 }, rates: { EUR: { kind: 'flat', amount: 1250 }, JPY: { kind: 'flat', amount: 1500 } }, freeFrom: { EUR: 20_000 } }],
    });
    await user.clear(within(form).getByLabelText('Days, at least'));
    await user.type(within(form).getByLabelText('Days, at least'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Shipping zone saved')).toBeVisible();
    expect(sent[1]!.methods[0]!.deliveryDays).toEqual({ min: 3, max: 7 });
  });

  it('checks the rates typed before sending anything', async () => {
    api.use(http.get('/api/admin/shipping-zones', () => HttpResponse.json([])));
    signInAs(admin);
    const { user } = renderScreen(<ShippingZonesPage />, { url: '/dashboard/shipping-zones' });
    await user.click(await screen.findByRole('button', { name: 'Add a shipping zone' }));
    const form = screen.getByRole('form', { name: 'Add a shipping zone' });
    await user.type(within(form).getByLabelText('Name'), 'Nordic');
    await user.type(within(form).getByLabelText('Countries (ISO codes, comma-separated)'), 'fo, gl');
    expect(within(form).getByText('Faroe Islands (FO)')).toBeVisible();
    await user.type(within(form).getByLabelText(/^Rates, one currency a line/), 'JPY flat 1500.5');
    await user.click(within(form).getByRole('button', { name: 'Add zone' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Standard: "JPY flat 1500.5": write one amount in JPY, e.g. JPY flat 990');
  });
});
