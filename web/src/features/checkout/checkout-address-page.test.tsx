import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OUT_OF_ZONE_MESSAGE, type ZoneSummary } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { geocoded, zone2 } from '@/testing/geo-fixtures';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import CheckoutAddressPage from './checkout-address-page';

// Many keystrokes into Mantine inputs: slow when the machine is busy, not a timing check.
const SLOW = { timeout: 20_000 };

function renderPage(zone: ZoneSummary | null = zone2) {
  const point = { lat: 52.361, lng: 4.871 };
  const api = mockApi({
    'GET /api/user': userAnswer('customer'),
    'POST /api/geo/geocode': { body: geocoded('Overtoom 100, 1054 HK Amsterdam', zone, point) },
    'POST /api/geo/validate-point': {
      body: { isValid: zone !== null, valid: zone !== null, zone, message: '', coordinates: point },
    },
    'POST /api/addresses': { status: 201, body: {} },
  });
  return { ...renderWithProviders(<CheckoutAddressPage />, { route: '/checkout/address' }), api };
}
type User = ReturnType<typeof renderPage>['user'];

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
async function fillIn(user: User) {
  await user.type(field('Street address'), 'Overtoom 100');
  await user.type(field('Zip/Postal code'), '1054 HK');
}

beforeEach(() => cartStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('checkout address form', SLOW, () => {
  it('links to the other address checks', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Address Validator' })).toHaveAttribute(
      'href',
      '/address-validator',
    );
    expect(screen.getByRole('link', { name: 'Smart Location Validator' })).toHaveAttribute(
      'href',
      '/smart-location',
    );
  });

  it('checks the address, saves it to the account by default and goes on to confirm', async () => {
    const { user, api } = renderPage();
    expect(screen.getByRole('checkbox', { name: 'Set as my default address' })).not.toBeChecked();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Navigated to /checkout/confirm')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/addresses')?.body).toMatchObject({
      streetAddress: 'Overtoom 100',
      zipCode: '1054 HK',
      latitude: 52.361,
      longitude: 4.871,
      isDefault: false,
    });
    expect(JSON.parse(sessionStorage.getItem('checkoutAddress')!)).toMatchObject({
      street: 'Overtoom 100',
      zone: { name: 'West & Zuid' },
    });
  });

  it('does not continue with an address outside every zone', async () => {
    const { user, api } = renderPage(null);
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(OUT_OF_ZONE_MESSAGE)).toBeVisible();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/addresses')).toBe(false);
  });
});
