import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@shop/contracts';
import { zone2 } from '@/testing/geo-fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { checkSavedAddress } from './saved-address-check';

const saved: Address = {
  id: 3,
  label: 'home',
  streetAddress: 'Overtoom 100',
  city: 'Amsterdam',
  state: null,
  zipCode: '1054 HK',
  country: 'Netherlands',
  additionalInfo: null,
  latitude: 52.361,
  longitude: 4.871,
  isDefault: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('checkSavedAddress', () => {
  it('checks the stored point against the zones', async () => {
    const { calls } = mockApi({
      'POST /api/geo/validate-point': { body: { isValid: true, valid: true, zone: zone2 } },
    });
    const location = await checkSavedAddress(saved);
    expect(calls.map((c) => c.body)).toEqual([{ lat: 52.361, lng: 4.871 }]);
    expect(location).toMatchObject({
      address: 'Overtoom 100, 1054 HK Amsterdam, Netherlands',
      parts: { street: 'Overtoom 100', postalCode: '1054 HK', city: 'Amsterdam', state: '' },
      zone: { name: 'West & Zuid' },
    });
  });

  it('geocodes an address saved without a point', async () => {
    const { calls } = mockApi({
      'POST /api/geo/geocode': {
        body: {
          coordinates: { lat: 52.36, lng: 4.87 },
          formattedAddress: 'Overtoom 100',
          approximate: true,
        },
      },
      'POST /api/geo/validate-point': { body: { isValid: false, valid: false, zone: null } },
    });
    const location = await checkSavedAddress({ ...saved, latitude: null, longitude: null });
    expect(calls[0]?.body).toEqual({ address: 'Overtoom 100, 1054 HK Amsterdam, Netherlands' });
    expect(location.zone).toBeNull();
  });
});
