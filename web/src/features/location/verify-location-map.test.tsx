import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { LatLng } from '@shop/contracts';
import { reversed, zone2, zonesAnswer } from '@/testing/geo-fixtures';
import { mockApi, signedOut } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import VerifyLocationPage from './verify-location-page';

/** jsdom has no WebGL: a stand-in map whose button "clicks" a point in West & Zuid. */
vi.mock('@/features/map/delivery-map', () => ({
  DeliveryMap: ({ onPick }: { onPick: (point: LatLng) => void }) => (
    <button type="button" onClick={() => onPick({ lat: 52.3612, lng: 4.8712 })}>
      Click the map
    </button>
  ),
}));

function renderPage(reverse: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/geo/zones': { body: zonesAnswer },
    'POST /api/geo/validate-point': {
      body: { isValid: true, valid: true, zone: zone2, message: 'ok' },
    },
    'POST /api/geo/reverse-geocode': reverse,
  });
  const view = renderWithProviders(<VerifyLocationPage />, { route: '/location' });
  return { ...api, ...view };
}

async function clickMap(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Map' }));
  await user.click(screen.getByRole('button', { name: 'Click the map' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Verify Delivery Location, Map tab', () => {
  it('a point with an address: the address, the zone and Continue', async () => {
    const { user } = renderPage({
      body: reversed('Overtoom 100, 1054 HK Amsterdam, Netherlands', zone2),
    });
    await clickMap(user);

    expect(
      await screen.findByText('Great! Your address is within our delivery zone: West & Zuid'),
    ).toBeInTheDocument();
    expect(screen.getByText('Overtoom 100, 1054 HK Amsterdam, Netherlands')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street and house number' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Navigated to /customer/cart')).toBeInTheDocument();
  });

  it('when the address lookup is unavailable, keeps the zone and asks for the street', async () => {
    const { user } = renderPage({
      status: 503,
      body: {
        message:
          "We couldn't validate your address. Please try again or select a different address.",
      },
    });
    await clickMap(user);

    expect(
      await screen.findByText('Great! Your address is within our delivery zone: West & Zuid'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unknown Street, Amsterdam')).toBeInTheDocument();
    expect(screen.getByText('approximate position')).toBeInTheDocument();
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('€ 3,50');
    expect(
      screen.getByText(
        'We could not look up the address at this point, so it is approximate. Please type your street and house number.',
      ),
    ).toBeInTheDocument();

    // Not on without a street.
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Street Required')).toBeInTheDocument();
    expect(screen.queryByText(/^Navigated to/)).toBeNull();

    await user.type(
      screen.getByRole('textbox', { name: 'Street and house number' }),
      'Overtoom 100',
    );
    expect(screen.getByText('Overtoom 100, Amsterdam')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('checkoutAddress')!)).toMatchObject({
      street: 'Overtoom 100',
      city: 'Amsterdam',
      country: 'Netherlands',
      coordinates: { lat: 52.3612, lng: 4.8712 },
      zone: { id: 2, name: 'West & Zuid' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText('Navigated to /customer/cart')).toBeInTheDocument();
  });

  it('when the lookup is rate limited, the point is kept as well', async () => {
    const { user } = renderPage({ status: 429, body: { message: 'Too many requests' } });
    await clickMap(user);
    expect(await screen.findByText('Unknown Street, Amsterdam')).toBeInTheDocument();
    expect(screen.queryByText('Too many requests')).toBeNull();
  });
});
