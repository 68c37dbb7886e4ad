import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeGeolocation } from '@/testing/fake-geolocation';
import { geocoded, reversed, zone1 } from '@/testing/geo-fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import SmartLocationPage from './smart-location-page';

const DAM = 'Dam 1, 1012 Amsterdam, Netherlands';

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/geo/reverse-geocode': { body: reversed(DAM, zone1) },
    'POST /api/geo/geocode': { body: geocoded(DAM, zone1) },
    ...handlers,
  });
  return { ...api, ...renderWithProviders(<SmartLocationPage />, { route: '/smart-location' }) };
}

const manualField = () => screen.findByRole('textbox', { name: 'Delivery address' });

afterEach(() => {
  vi.unstubAllGlobals();
  fakeGeolocation(null);
});

describe('Smart Location Validator GPS detection', () => {
  it('asks for a fresh, precise position with a 5 s timeout', async () => {
    const gps = fakeGeolocation([{ lat: 52.373, lng: 4.893 }]);
    renderPage();
    await screen.findByText(
      'Great! Your address is within our delivery zone: Amsterdam City Center',
    );
    expect(gps).toHaveBeenCalledTimes(1);
    expect(gps!.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    });
  });

  it('after three timed-out attempts, says Maximum attempts reached and offers manual entry', async () => {
    const gps = fakeGeolocation([{ code: 3 }]);
    renderPage();
    expect(await screen.findByText('Maximum attempts reached')).toBeInTheDocument();
    expect(gps).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Location request timed out. Please try again.')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to get your location. Please enter your address manually.'),
    ).toBeInTheDocument();
    expect(await manualField()).toBeInTheDocument();
  });

  it('when the position is unavailable, says so while it tries again', async () => {
    const gps = fakeGeolocation([{ code: 2 }, 'never']);
    renderPage();
    expect(
      await screen.findByText('Location information is unavailable. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Attempt 2 of 3')).toBeInTheDocument();
    expect(gps).toHaveBeenCalledTimes(2);
  });

  it('when access is denied, says so and goes to manual entry without retrying', async () => {
    const gps = fakeGeolocation([{ code: 1 }]);
    renderPage();
    expect(
      await screen.findByText('Location access was denied. Please enable location services.'),
    ).toBeInTheDocument();
    expect(await manualField()).toBeInTheDocument();
    expect(gps).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Maximum attempts reached')).not.toBeInTheDocument();
  });

  it('without geolocation in the browser, goes straight to manual entry', async () => {
    fakeGeolocation(null);
    renderPage();
    expect(
      await screen.findByText('Unable to get your location. Please enter your address manually.'),
    ).toBeInTheDocument();
    expect(await manualField()).toBeInTheDocument();
  });

  it('when the position is outside every zone, says so and offers manual entry', async () => {
    fakeGeolocation([{ lat: 52.359, lng: 4.798 }]);
    renderPage({
      'POST /api/geo/reverse-geocode': { body: reversed('Osdorpplein, 1068 Amsterdam', null) },
    });
    expect(
      await screen.findByText(
        "Sorry, we don't deliver to your current location. Please try a different address.",
      ),
    ).toBeInTheDocument();
    expect(await manualField()).toBeInTheDocument();
  });
});

describe('Smart Location Validator buttons', () => {
  it('Continue to Order without a valid address asks for one', async () => {
    fakeGeolocation([{ code: 1 }]);
    const { user } = renderPage();
    await manualField();
    await user.click(screen.getByRole('button', { name: 'Continue to Order' }));
    expect(await screen.findByText('Valid Address Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please select a valid delivery address before continuing.'),
    ).toBeInTheDocument();
  });

  it('a manual address in a zone continues to /checkout/confirm', async () => {
    fakeGeolocation([{ code: 1 }]);
    const { user, calls } = renderPage();
    await user.type(await manualField(), 'Dam 1');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText(
      'Great! Your address is within our delivery zone: Amsterdam City Center',
    );
    expect(calls.find((c) => c.path === '/api/geo/geocode')?.body).toEqual({
      address: 'Dam 1, Amsterdam, Netherlands',
    });

    await user.click(screen.getByRole('button', { name: 'Continue to Order' }));
    await waitFor(() =>
      expect(screen.getByText('Navigated to /checkout/confirm')).toBeInTheDocument(),
    );
  });

  it('Back to Regular Validator goes to /checkout-address', () => {
    fakeGeolocation(['never']);
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to Regular Validator' })).toHaveAttribute(
      'href',
      '/checkout-address',
    );
  });
});
