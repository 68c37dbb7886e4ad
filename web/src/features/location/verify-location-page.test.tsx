import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { OUT_OF_ZONE_MESSAGE } from '@shop/contracts';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { geocoded, zone2, zonesAnswer } from '@/testing/geo-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import VerifyLocationPage from './verify-location-page';

const OVERTOOM = 'Overtoom 100, 1054 HK Amsterdam, Netherlands';
const OSDORP = 'Osdorpplein 1, 1068 EK Amsterdam, Netherlands';

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/geo/zones': { body: zonesAnswer },
    'POST /api/geo/geocode': (body) => {
      const address = (body as { address: string }).address;
      return address.startsWith('Osdorp')
        ? { body: geocoded(OSDORP, null, { lat: 52.3592, lng: 4.7985 }) }
        : { body: geocoded(OVERTOOM, zone2) };
    },
    ...handlers,
  });
  const view = renderWithProviders(<VerifyLocationPage />, { route: '/location' });
  return { ...api, ...view };
}

async function check(user: ReturnType<typeof renderPage>['user'], address: string) {
  await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), address);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Verify Delivery Location', () => {
  it('offers the Address, Map and QR Code tabs', () => {
    renderPage();
    for (const name of ['Address', 'Map', 'QR Code']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
  });

  it('when the address field is empty, asks for an address and calls nothing', async () => {
    const { user, calls } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Address Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter an address to check if we deliver there.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/geo/geocode')).toHaveLength(0);
  });

  it('when the address is in a zone, shows the zone name, fee and minimum and offers Continue', async () => {
    const { user } = renderPage();
    await check(user, 'Overtoom 100, 1054 HK Amsterdam');

    expect(
      await screen.findByText('Great! Your address is within our delivery zone: West & Zuid'),
    ).toBeInTheDocument();
    expect(screen.getByText(OVERTOOM)).toBeInTheDocument();
    expect(screen.getByText('approximate position')).toBeInTheDocument();
    expect(screen.getByText('Delivery zone').nextSibling).toHaveTextContent('West & Zuid');
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('€ 3,50');
    expect(screen.getByText('Minimum order').nextSibling).toHaveTextContent('€ 20,00');
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeEnabled();
    expect(screen.getByText('Address Validated')).toBeInTheDocument();
  });

  it('when the address is in a zone, stores it for the checkout, the zone and the cart', async () => {
    const { user } = renderPage();
    await check(user, 'Overtoom 100, 1054 HK Amsterdam');
    await screen.findByRole('button', { name: 'Continue to Checkout' });

    const checkout = JSON.parse(sessionStorage.getItem('checkoutAddress')!);
    expect(checkout).toMatchObject({
      street: 'Overtoom 100',
      city: 'Amsterdam',
      state: 'Noord-Holland',
      zip: '1054 HK',
      country: 'Netherlands',
      coordinates: { lat: 52.361, lng: 4.871 },
      zone: { id: 2, name: 'West & Zuid', deliveryFee: 3.5, minimumOrderAmount: 20 },
    });
    expect(Number.isNaN(Date.parse(checkout.validatedAt))).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('delivery_location')!)).toMatchObject({
      latitude: 52.361,
      longitude: 4.871,
      address: OVERTOOM,
      zone: { id: 2, name: 'West & Zuid' },
    });
    expect(sessionStorage.getItem('deliveryLocation')).toBe(OVERTOOM);
    expect(localStorage.getItem('deliveryZoneId')).toBe('2');
    expect(localStorage.getItem('deliveryZoneName')).toBe('West & Zuid');
    expect(JSON.parse(localStorage.getItem('deliveryInfo')!)).toEqual({
      address: {
        street: 'Overtoom 100',
        postalCode: '1054 HK',
        city: 'Amsterdam',
        state: 'Noord-Holland',
        country: 'Netherlands',
        lat: 52.361,
        lng: 4.871,
      },
      zone: { id: 2, name: 'West & Zuid', deliveryFee: 3.5, minimumOrderAmount: 20 },
    });
  });

  it('when the address is outside every zone, says so and offers no way on', async () => {
    const { user } = renderPage();
    await check(user, 'Osdorpplein 1, 1068 EK Amsterdam');

    expect(await screen.findByText(OUT_OF_ZONE_MESSAGE)).toBeInTheDocument();
    expect(OUT_OF_ZONE_MESSAGE).toBe(
      "Out of Delivery Range: Sorry, we don't currently deliver to this address. Try another address or visit one of our locations.",
    );
    expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('checkoutAddress')).toBeNull();
  });

  it('when the geocoder cannot find the address, shows its message', async () => {
    const { user } = renderPage({
      'POST /api/geo/geocode': {
        status: 404,
        body: {
          message: "We couldn't find your address. Please check the spelling and try again.",
        },
      },
    });
    await check(user, 'Nowhere 1');
    expect(
      await screen.findByText(
        "We couldn't find your address. Please check the spelling and try again.",
      ),
    ).toBeInTheDocument();
  });

  it('Back goes to the cart', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/cart');
  });

  it('a guest continues to /customer/cart without saving anything to an account', async () => {
    const { user, calls } = renderPage();
    await check(user, 'Overtoom 100');
    await user.click(await screen.findByRole('button', { name: 'Continue to Checkout' }));

    expect(await screen.findByText('Navigated to /customer/cart')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/addresses')).toBe(false);
  });

  it('continues where the check was asked for (session locationRedirect), once', async () => {
    sessionStorage.setItem('locationRedirect', '/cart?from=change');
    const { user } = renderPage();
    await check(user, 'Overtoom 100');
    await user.click(await screen.findByRole('button', { name: 'Continue to Checkout' }));

    expect(await screen.findByText('Navigated to /cart')).toBeInTheDocument();
    expect(screen.getByText('With query ?from=change')).toBeInTheDocument();
    expect(sessionStorage.getItem('locationRedirect')).toBeNull();
  });

  it('Back forgets the way back', async () => {
    sessionStorage.setItem('locationRedirect', '/cart');
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(sessionStorage.getItem('locationRedirect')).toBeNull();
  });

  it('a signed-in customer saves the location to the account, then continues', async () => {
    const { user, calls } = renderPage({
      'GET /api/user': userAnswer('customer'),
      'GET /api/addresses': { body: [] },
      'POST /api/addresses': { status: 201, body: {} },
    });
    await check(user, 'Overtoom 100');
    expect(
      await screen.findByRole('checkbox', { name: 'Save this address to my account' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));

    expect(await screen.findByText('Navigated to /customer/cart')).toBeInTheDocument();
    const saved = calls.find((c) => c.method === 'POST' && c.path === '/api/addresses');
    expect(saved?.body).toEqual({
      userId: 7,
      streetAddress: OVERTOOM,
      latitude: 52.361,
      longitude: 4.871,
      isDefault: true,
    });
    expect(screen.getByText('Location saved')).toBeInTheDocument();
  });

  it('when saving to the account fails, says so and still continues', async () => {
    const { user } = renderPage({
      'GET /api/user': userAnswer('customer'),
      'GET /api/addresses': { body: [] },
      'POST /api/addresses': { status: 409, body: { message: 'Full' } },
    });
    await check(user, 'Overtoom 100');
    await user.click(await screen.findByRole('button', { name: 'Continue to Checkout' }));

    expect(await screen.findByText('Navigated to /customer/cart')).toBeInTheDocument();
    expect(screen.getByText('There was a problem saving your location')).toBeInTheDocument();
  });

  it('without WebGL the Map tab shows a short message and the Address tab still works', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Map' }));
    expect(
      screen.getByText('Click anywhere on the map to check whether we deliver there.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The map cannot be shown on this device. You can still check your address in the Address tab.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Address' }));
    await check(user, 'Overtoom 100');
    expect(await screen.findByRole('button', { name: 'Continue to Checkout' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('the QR Code tab opens the scanner card', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'QR Code' }));
    await user.click(screen.getByRole('button', { name: 'Start QR Code Scanner' }));

    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start QR Code Scanner' })).toBeInTheDocument(),
    );
  });
});
