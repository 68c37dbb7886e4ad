import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { CustomLocation } from '@shop/contracts';
import { zone1, zone2 } from '@/testing/geo-fixtures';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { changeLanguage } from '@/i18n';
import ScanQrPage from './scan-qr-page';

const terrace: CustomLocation = {
  id: 4,
  customId: 'ndsm-terrace',
  name: 'NDSM Terrace',
  description: 'By the cranes',
  latitude: 52.401,
  longitude: 4.891,
  address: 'NDSM-Plein 28, 1033 WB Amsterdam',
  active: true,
};

const pointIn = (zone: typeof zone1 | null) => ({
  body: { isValid: !!zone, valid: !!zone, zone, message: '', coordinates: {} },
});

function renderAt(route: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/geo/zones/2': { body: zone2 },
    'GET /api/geo/zones/3': { body: { ...zone2, id: 3, isActive: false, active: false } },
    'GET /api/geo/custom-locations/ndsm-terrace': { body: terrace },
    'POST /api/geo/validate-point': pointIn(zone1),
    'GET /api/user': userAnswer('customer'),
    ...handlers,
  });
  return renderWithProviders(<ScanQrPage />, { route });
}

/**
 * Lets the calls answer. Testing Library's findBy* waits on a real zero-delay timeout, which
 * never fires while setTimeout is faked, so these tests step the fake clock instead.
 */
async function settle() {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** The redirect waits 1.5 s: one millisecond short of it the page is still here. */
async function expectMenuAfterDelay(menu = '/customer/menu') {
  await act(() => vi.advanceTimersByTimeAsync(1499));
  expect(screen.queryByText(/^Navigated to/)).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(screen.getByText(`Navigated to ${menu}`)).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/scan-qr', () => {
  it('says in Dutch where it delivers to', async () => {
    await changeLanguage('nl');
    try {
      renderAt('/scan-qr?zoneId=2');
      await settle();
      expect(screen.getByText('Locatie ingesteld')).toBeInTheDocument();
      expect(screen.getByText('We bezorgen op West & Zuid')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('an active zone is saved and the customer menu opens after 1.5 s', async () => {
    renderAt('/scan-qr?zoneId=2');
    await settle();
    expect(screen.getByText('Location Set')).toBeInTheDocument();
    expect(localStorage.getItem('deliveryZoneId')).toBe('2');
    expect(localStorage.getItem('deliveryZoneName')).toBe('West & Zuid');
    await expectMenuAfterDelay();
  });

  it('a guest gets the public menu after 1.5 s, not the sign-in page', async () => {
    renderAt('/scan-qr?zoneId=2', { 'GET /api/user': signedOut });
    await settle();
    expect(screen.getByText('Location Set')).toBeInTheDocument();
    expect(localStorage.getItem('deliveryZoneId')).toBe('2');
    await expectMenuAfterDelay('/menu');
  });

  it('a guest scanning a custom location gets the public menu too', async () => {
    renderAt('/scan-qr?customId=ndsm-terrace', { 'GET /api/user': signedOut });
    await settle();
    expect(screen.getByText('Custom Location Set')).toBeInTheDocument();
    await expectMenuAfterDelay('/menu');
  });

  it('a custom location is saved and the customer menu opens after 1.5 s', async () => {
    renderAt('/scan-qr?customId=ndsm-terrace');
    await settle();
    expect(screen.getByText('Custom Location Set')).toBeInTheDocument();
    expect(localStorage.getItem('customLocationId')).toBe('ndsm-terrace');
    expect(localStorage.getItem('customLocationName')).toBe('NDSM Terrace');
    expect(localStorage.getItem('customLocationAddress')).toBe('NDSM-Plein 28, 1033 WB Amsterdam');
    expect(localStorage.getItem('customLocationLat')).toBe('52.401');
    expect(localStorage.getItem('customLocationLng')).toBe('4.891');
    expect(localStorage.getItem('deliveryZoneName')).toBe('Amsterdam City Center');
    await expectMenuAfterDelay();
  });

  it('an inactive zone: Location Unavailable, and home at once', async () => {
    renderAt('/scan-qr?zoneId=3');
    await settle();
    expect(screen.getByText('Navigated to /')).toBeInTheDocument();
    expect(screen.getByText('Location Unavailable')).toBeInTheDocument();
    expect(
      screen.getByText('This delivery location is currently not available.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('deliveryZoneId')).toBeNull();
  });

  it('a missing zone: Location Not Found, and home at once', async () => {
    renderAt('/scan-qr?zoneId=9');
    await settle();
    expect(screen.getByText('Navigated to /')).toBeInTheDocument();
    expect(screen.getByText('Location Not Found')).toBeInTheDocument();
    expect(
      screen.getByText('We could not find the delivery location from this QR code.'),
    ).toBeInTheDocument();
  });

  it('a missing custom location: Location Not Found, and home at once', async () => {
    renderAt('/scan-qr?customId=gone');
    await settle();
    expect(screen.getByText('Navigated to /')).toBeInTheDocument();
    expect(screen.getByText('We could not find this custom location.')).toBeInTheDocument();
    expect(localStorage.getItem('customLocationId')).toBeNull();
  });

  it('a custom location outside every zone is refused', async () => {
    renderAt('/scan-qr?customId=ndsm-terrace', { 'POST /api/geo/validate-point': pointIn(null) });
    await settle();
    expect(screen.getByText('Navigated to /')).toBeInTheDocument();
    expect(screen.getByText('Outside Delivery Zone')).toBeInTheDocument();
  });

  it('no parameter: an error, and home at once', async () => {
    renderAt('/scan-qr');
    await settle();
    expect(screen.getByText('Navigated to /')).toBeInTheDocument();
    expect(screen.getByText('Invalid QR Code')).toBeInTheDocument();
    expect(
      screen.getByText('This QR code does not contain valid location information.'),
    ).toBeInTheDocument();
  });
});
