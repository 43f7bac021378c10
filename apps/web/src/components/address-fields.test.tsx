import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { shippingAddressSchema, type ShippingAddress, type ShippingAddressInput } from '@store/contract';
import { PageI18nProvider } from '../lib/i18n';
import { englishI18n } from '../test/render';
import { AddressFields } from './address-fields';

const schema = z.object({ shipping: shippingAddressSchema });
const empty: ShippingAddressInput = { line1: '', line2: '', city: '', postalCode: '', country: '' };

/** The fields in a form of their own, validated by the contract as checkout does. */
function AddressForm({ onSubmit, shipping = empty }: { onSubmit: (shipping: ShippingAddress) => void; shipping?: ShippingAddressInput }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { shipping } });
  return (
    <form aria-label="Address" noValidate onSubmit={handleSubmit((values) => onSubmit(values.shipping))}>
      <AddressFields idPrefix="test" register={(f) => register(`shipping.${f}`)} errors={errors.shipping} />
      <button type="submit">Save</button>
    </form>
  );
}

function show(shipping?: ShippingAddressInput) {
  const onSubmit = vi.fn<(shipping: ShippingAddress) => void>();
  render(
    <PageI18nProvider i18n={englishI18n}>
      <AddressForm onSubmit={onSubmit} {...(shipping ? { shipping } : {})} />
    </PageI18nProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}
const form = () => screen.getByRole('form', { name: 'Address' });
const field = (label: string) => within(form()).getByLabelText(label);
/** The labels of the address's fields, top to bottom. */
const labels = () => [...form().querySelectorAll('label')].map((l) => l.textContent);

describe('the address fields', () => {
  it('ask for a state in the US, in the US order, and require one', async () => {
    const { user, onSubmit } = show();
    expect(within(form()).queryByLabelText('State')).toBeNull();
    await user.selectOptions(field('Country'), 'US');
    expect(labels()).toEqual(['Country', 'Address line 1', 'Address line 2 (optional)', 'City', 'State', 'Postal code']);
    const state = field('State');
    expect(within(state).getByRole('option', { name: 'California' })).toHaveValue('US-CA');
    expect(within(state).getAllByRole('option')).toHaveLength(57);

    await user.type(field('Address line 1'), '1 Market St');
    await user.type(field('City'), 'San Francisco');
    await user.type(field('Postal code'), '94107');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByText('State is required')).toBeVisible();
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription('State is required');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(state, 'US-CA');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      line1: '1 Market St',
      line2: '',
      city: 'San Francisco',
      postalCode: '94107',
      country: 'US',
      region: 'US-CA',
    });
  });

  it('ask for a prefecture in Japan, postal code first as Japan writes it', async () => {
    const { user } = show();
    await user.selectOptions(field('Country'), 'JP');
    expect(labels()).toEqual(['Country', 'Postal code', 'Prefecture', 'City', 'Address line 1', 'Address line 2 (optional)']);
    expect(within(field('Prefecture')).getByRole('option', { name: 'Tokyo' })).toHaveValue('JP-13');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByText('Prefecture is required')).toBeVisible();
  });

  it('ask for a province in Canada, under its own name, and offer Italy’s as optional', async () => {
    const { user, onSubmit } = show();
    await user.selectOptions(field('Country'), 'CA');
    expect(within(field('Province')).getByRole('option', { name: 'Ontario' })).toHaveValue('CA-ON');
    await user.selectOptions(field('Country'), 'IT');
    expect(within(field('Province (optional)')).getByRole('option', { name: 'Roma' })).toHaveValue('IT-RM');
    await user.type(field('Address line 1'), 'Via Roma 1');
    await user.type(field('Postal code'), '00184');
    await user.type(field('City'), 'Roma');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ line1: 'Via Roma 1', line2: '', city: 'Roma', postalCode: '00184', country: 'IT' });
  });

  it('ask for no region in Germany: postal code before the city, and the address goes without one', async () => {
    const { user, onSubmit } = show();
    await user.selectOptions(field('Country'), 'DE');
    expect(labels()).toEqual(['Country', 'Address line 1', 'Address line 2 (optional)', 'Postal code', 'City']);
    expect(within(form()).queryByRole('combobox', { name: /state|province|region/i })).toBeNull();
    await user.type(field('Address line 1'), 'Unter den Linden 1');
    await user.type(field('Postal code'), '10117');
    await user.type(field('City'), 'Berlin');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ line1: 'Unter den Linden 1', line2: '', city: 'Berlin', postalCode: '10117', country: 'DE' });
  });

  it('keep what was typed when the country changes the fields around', async () => {
    const { user } = show();
    await user.type(field('City'), 'Springfield');
    await user.selectOptions(field('Country'), 'US');
    expect(field('City')).toHaveValue('Springfield');
    await user.selectOptions(field('State'), 'US-IL');
    await user.selectOptions(field('Country'), 'DE');
    await user.selectOptions(field('Country'), 'US');
    expect(field('State')).toHaveValue('US-IL');
  });

  it('start from a saved address with its state', async () => {
    const { user, onSubmit } = show({ line1: '1 Saw Street', line2: '', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' });
    // happy-dom does not apply a select's value set before its options exist; browsers do.
    await user.selectOptions(field('Country'), 'US');
    expect(field('State')).toHaveValue('US-IL');
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ country: 'US', region: 'US-IL' });
  });
});
