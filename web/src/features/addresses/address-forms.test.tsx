import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { geocoded, zone2 } from '@/testing/geo-fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { CheckoutAddressForm } from './checkout-address-form';
import { GuestDetailsForm } from './guest-details-form';
import { SavedAddressForm } from './saved-address-form';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

afterEach(() => vi.unstubAllGlobals());

describe('the saved-address form', () => {
  it('shows the rule of every required field', async () => {
    mockApi({});
    const { user } = renderWithProviders(<SavedAddressForm />);
    await user.clear(field('City'));
    await user.clear(field('Country'));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    for (const text of [
      'Address label is required',
      'Street address is required',
      'City is required',
      'Zip/Postal code is required',
      'Country is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('a street of four characters is too short', async () => {
    mockApi({});
    const { user } = renderWithProviders(<SavedAddressForm />);
    await user.type(field('Street address'), 'Dam1');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Street address is required')).toBeInTheDocument();
  });

  it('geocodes the address, then saves it with its coordinates as the default', async () => {
    const { calls } = mockApi({
      'POST /api/geo/geocode': {
        body: geocoded('Overtoom 100, 1054 HK Amsterdam, Netherlands', zone2),
      },
      'POST /api/addresses': { status: 201, body: {} },
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<SavedAddressForm onSaved={onSaved} />);
    await user.click(screen.getByRole('combobox', { name: /Address label/ }));
    await user.click(await screen.findByRole('option', { name: 'Work' }));
    await user.type(field('Street address'), 'Overtoom 100');
    await user.type(field('Zip/Postal code'), '1054 HK');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ address: 'Overtoom 100, 1054 HK Amsterdam, Netherlands' });
    expect(calls[1]?.body).toEqual({
      label: 'work',
      streetAddress: 'Overtoom 100',
      city: 'Amsterdam',
      state: '',
      zipCode: '1054 HK',
      country: 'Netherlands',
      additionalInfo: '',
      latitude: 52.361,
      longitude: 4.871,
      isDefault: true,
    });
  });

  it('when the geocoder cannot find the address, saves nothing and says so', async () => {
    const { calls } = mockApi({ 'POST /api/geo/geocode': { status: 404, body: { message: 'x' } } });
    const { user } = renderWithProviders(<SavedAddressForm />);
    await user.click(screen.getByRole('combobox', { name: /Address label/ }));
    await user.click(await screen.findByRole('option', { name: 'Home' }));
    await user.type(field('Street address'), 'Nowhere 1');
    await user.type(field('Zip/Postal code'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(
      await screen.findByText(
        "We couldn't find your address. Please check the spelling and try again.",
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/addresses')).toBe(false);
  });
});

describe('the signed-in checkout address form', () => {
  it('saves the address by default, and set-as-default is off and only possible while saving', async () => {
    const { user } = renderWithProviders(<CheckoutAddressForm onSubmit={vi.fn()} />);
    const save = screen.getByRole('checkbox', { name: 'Save this address to my account' });
    const asDefault = screen.getByRole('checkbox', { name: 'Set as my default address' });
    expect(save).toBeChecked();
    expect(asDefault).not.toBeChecked();
    expect(asDefault).toBeEnabled();

    await user.click(asDefault);
    expect(asDefault).toBeChecked();
    await user.click(save);
    expect(asDefault).toBeDisabled();
    expect(asDefault).not.toBeChecked();
  });

  it('hands over the values with saveAddress and setAsDefault', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<CheckoutAddressForm onSubmit={onSubmit} />);
    await user.type(field('Street address'), 'Overtoom 100');
    await user.type(field('Zip/Postal code'), '1054 HK');
    await user.click(screen.getByRole('checkbox', { name: 'Set as my default address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      label: 'home',
      streetAddress: 'Overtoom 100',
      zipCode: '1054 HK',
      city: 'Amsterdam',
      country: 'Netherlands',
      saveAddress: true,
      setAsDefault: true,
    });
  });
});

describe('the guest details form', () => {
  it('shows the guest rules', async () => {
    const { user } = renderWithProviders(<GuestDetailsForm onSubmit={vi.fn()} />);
    await user.type(field('Email'), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0612');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    for (const text of [
      'Full name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Street address is required',
      'Zip/Postal code is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });
});
