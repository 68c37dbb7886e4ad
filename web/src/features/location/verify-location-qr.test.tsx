import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { QrVerification } from '@shop/contracts';
import { zone1 } from '@/testing/geo-fixtures';
import { mockApi, signedOut } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import VerifyLocationPage from './verify-location-page';

const scanned = vi.hoisted(() => ({ code: '' }));

// The camera "reads" scanned.code as soon as it starts.
vi.mock('html5-qrcode', () => ({
  Html5Qrcode: vi.fn(function Html5Qrcode() {
    return {
      isScanning: false,
      stop: async () => undefined,
      start: async (_camera: unknown, _config: unknown, onSuccess: (text: string) => void) => {
        setTimeout(() => onSuccess(scanned.code), 0);
        return null;
      },
    };
  }),
}));

const answer = (overrides: Partial<QrVerification>): QrVerification => ({
  isValid: false,
  kind: null,
  location: null,
  zone: null,
  customId: null,
  barSlug: null,
  message: 'This QR code is not valid for delivery',
  ...overrides,
});

const terrace = answer({
  isValid: true,
  kind: 'location',
  customId: 'ndsm-terrace',
  zone: zone1,
  message: 'QR Code Valid',
  location: {
    latitude: 52.373,
    longitude: 4.893,
    address: 'Nieuwmarkt 4, 1012 CR Amsterdam',
    city: 'Amsterdam',
    state: '',
    postalCode: '1012 CR',
    country: 'Netherlands',
    description: 'Terrace by the Waag',
  },
});

async function scan(code: string, verification: QrVerification) {
  scanned.code = code;
  const api = mockApi({
    'GET /api/user': signedOut,
    'POST /api/geo/verify-qr-code': { body: verification },
  });
  const view = renderWithProviders(<VerifyLocationPage />, { route: '/location' });
  await view.user.click(screen.getByRole('tab', { name: 'QR Code' }));
  await view.user.click(screen.getByRole('button', { name: 'Start QR Code Scanner' }));
  await view.user.click(screen.getByRole('button', { name: 'Start Scanning' }));
  return { ...api, ...view };
}

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn() },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Verify Delivery Location by QR code', () => {
  it('a valid code sets the location: QR Code Valid, the zone, and Continue', async () => {
    const { calls } = await scan('italieno:location:ndsm-terrace', terrace);

    expect(await screen.findByText('QR Code Valid')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/geo/verify-qr-code')?.body).toEqual({
      code: 'italieno:location:ndsm-terrace',
    });
    expect(
      screen.getByText('Great! Your address is within our delivery zone: Amsterdam City Center'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeInTheDocument();
    expect(localStorage.getItem('customLocationId')).toBe('ndsm-terrace');
    expect(JSON.parse(sessionStorage.getItem('checkoutAddress')!).zip).toBe('1012 CR');
  });

  it('an unknown code: Invalid QR Code', async () => {
    await scan('hello', answer({}));
    expect(await screen.findByText('Invalid QR Code')).toBeInTheDocument();
    expect(screen.getByText('This QR code is not valid for delivery')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).not.toBeInTheDocument();
  });
});
