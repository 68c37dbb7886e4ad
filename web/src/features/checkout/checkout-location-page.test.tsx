import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OUT_OF_ZONE_MESSAGE, type Address, type LatLng, type ZoneSummary } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { zone2, zonesAnswer } from '@/testing/geo-fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import CheckoutLocationPage from './checkout-location-page';

const address = (overrides: Partial<Address>): Address => ({
  id: 1,
  label: 'home',
  streetAddress: 'Overtoom 100',
  city: 'Amsterdam',
  state: null,
  zipCode: '1054 HK',
  country: 'Netherlands',
  additionalInfo: null,
  latitude: 52.361,
  longitude: 4.871,
  isDefault: false,
  ...overrides,
});

const home = address({ id: 1, isDefault: true, additionalInfo: 'Ring twice' });
const work = address({
  id: 2,
  label: 'work',
  streetAddress: 'Osdorpplein 1',
  zipCode: '1068 EK',
  latitude: 52.358,
  longitude: 4.8,
});

const pointAnswer = (zone: ZoneSummary | null, point: LatLng) => ({
  body: { isValid: zone !== null, valid: zone !== null, zone, message: '', coordinates: point },
});

function renderPage(addresses: Address[] = [home, work]) {
  const api = mockApi({
    'GET /api/addresses': { body: addresses },
    'GET /api/geo/zones': { body: zonesAnswer },
    'POST /api/geo/validate-point': (body) => {
      const point = body as LatLng;
      return pointAnswer(point.lat === home.latitude ? zone2 : null, point);
    },
  });
  return { ...renderWithProviders(<CheckoutLocationPage />, { route: '/checkout' }), api };
}

const radio = (name: RegExp) => screen.findByRole('radio', { name });

beforeEach(() => cartStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('checkout: choosing the delivery address', () => {
  it('lists the saved addresses with the default chosen, each checked against the zones', async () => {
    renderPage();

    expect(await radio(/Home.*Overtoom 100/)).toBeChecked();
    expect(await radio(/Work.*Osdorpplein 1/)).not.toBeChecked();
    const list = await screen.findByRole('radiogroup', { name: 'Your addresses' });
    expect(await within(list).findByText('West & Zuid')).toBeVisible();
    expect(await within(list).findByText(OUT_OF_ZONE_MESSAGE)).toBeVisible();
  });

  it('keeps the chosen address for the checkout, with its zone and note, and goes on to confirm', async () => {
    const { user } = renderPage();
    const list = await screen.findByRole('radiogroup', { name: 'Your addresses' });
    await within(list).findByText('West & Zuid');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Navigated to /checkout/confirm')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('checkoutAddress')!)).toMatchObject({
      street: 'Overtoom 100',
      zip: '1054 HK',
      coordinates: { lat: 52.361, lng: 4.871 },
      zone: { id: 2, name: 'West & Zuid', deliveryFee: 3.5 },
      additionalInfo: 'Ring twice',
    });
    expect(cartStore.getDeliveryInfo()?.zone.name).toBe('West & Zuid');
  });

  it('lets the customer continue only once the saved addresses are here', async () => {
    renderPage();

    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(await radio(/Home.*Overtoom 100/)).toBeChecked();
    await within(await screen.findByRole('radiogroup')).findByText('West & Zuid');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('does not continue with an address outside every zone', async () => {
    const { user } = renderPage();
    await user.click(await radio(/Work.*Osdorpplein 1/));
    await screen.findByText(OUT_OF_ZONE_MESSAGE);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Valid Address Required')).toBeVisible();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('checkoutAddress')).toBeNull();
  });

  it('offers manual entry, location detection and the way back to the cart', async () => {
    renderPage([]);

    expect(await screen.findByText('You have no saved addresses yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter address manually' })).toHaveAttribute(
      'href',
      '/checkout/address',
    );
    expect(screen.getByRole('button', { name: 'Detect current location' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });
});
