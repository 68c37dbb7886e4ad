import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeGeolocation } from '@/testing/fake-geolocation';
import { geocoded, reversed, zone1 } from '@/testing/geo-fixtures';
import { cartStore } from '@/features/cart/cart-store';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import SimpleLocationPage from './simple-location-page';

const DAM = 'Dam 1, 1012 Amsterdam, Netherlands';

function renderPage(user: MockAnswer = signedOut) {
  const api = mockApi({
    'GET /api/user': user,
    'POST /api/geo/reverse-geocode': { body: reversed(DAM, zone1) },
    'POST /api/geo/geocode': { body: geocoded(DAM, zone1) },
  });
  return {
    ...api,
    ...renderWithProviders(<SimpleLocationPage />, { route: '/simple-location' }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  fakeGeolocation(null);
});

describe('Confirm Your Location', () => {
  it('offers current location, manual entry and a disabled QR option', () => {
    fakeGeolocation(['never']);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Confirm Your Location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Use Current Location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter Address Manually' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'QR Location (Coming Soon)' })).toBeDisabled();
  });

  it('Detect My Location accepts a position up to five minutes old, then shows the zone', async () => {
    const gps = fakeGeolocation([{ lat: 52.373, lng: 4.893 }]);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));

    expect(
      await screen.findByText(
        'Great! Your address is within our delivery zone: Amsterdam City Center',
      ),
    ).toBeInTheDocument();
    expect(gps!.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 300000,
    });
    await user.click(screen.getByRole('button', { name: 'Continue to Menu' }));
    expect(await screen.findByText('Navigated to /menu')).toBeInTheDocument();
  });

  it.each([
    ['a guest', signedOut, '/checkout/guest'],
    ['a signed-in customer', userAnswer('customer'), '/checkout'],
  ])('with food in the cart, %s continues to %s', async (_who, account, target) => {
    cartStore.clear();
    cartStore.add({ id: 7, name: 'Panino Caprese', price: 8.5 });
    fakeGeolocation([{ lat: 52.373, lng: 4.893 }]);
    const { user } = renderPage(account);
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    await screen.findByText(
      'Great! Your address is within our delivery zone: Amsterdam City Center',
    );

    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText(`Navigated to ${target}`)).toBeInTheDocument();
    cartStore.clear();
  });

  it('Continue to Checkout goes where the check was asked for (session locationRedirect)', async () => {
    cartStore.add({ id: 7, name: 'Panino Caprese', price: 8.5 });
    sessionStorage.setItem('locationRedirect', '/cart');
    fakeGeolocation([{ lat: 52.373, lng: 4.893 }]);
    const { user } = renderPage(userAnswer('customer'));
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    await screen.findByText(
      'Great! Your address is within our delivery zone: Amsterdam City Center',
    );

    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Navigated to /cart')).toBeInTheDocument();
    expect(sessionStorage.getItem('locationRedirect')).toBeNull();
    cartStore.clear();
  });

  it('Continue to Menu forgets the way back', async () => {
    sessionStorage.setItem('locationRedirect', '/cart');
    fakeGeolocation([{ lat: 52.373, lng: 4.893 }]);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    await screen.findByText(
      'Great! Your address is within our delivery zone: Amsterdam City Center',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to Menu' }));
    expect(await screen.findByText('Navigated to /menu')).toBeInTheDocument();
    expect(sessionStorage.getItem('locationRedirect')).toBeNull();
  });

  it('when detection is refused, asks for the address by hand', async () => {
    fakeGeolocation([{ code: 1 }]);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    expect(await screen.findByText('Please enter your address manually')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your address' })).toBeInTheDocument();
  });

  it('an empty manual address asks for one', async () => {
    fakeGeolocation(['never']);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Enter Address' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Address required')).toBeInTheDocument();
    expect(screen.getByText('Please enter an address to validate')).toBeInTheDocument();
  });

  it('Continue to Menu without a valid address asks for one', async () => {
    fakeGeolocation(['never']);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue to Menu' }));
    expect(await screen.findByText('Valid Address Required')).toBeInTheDocument();
  });
});
