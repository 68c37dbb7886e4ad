import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocoded, zone1 } from '@/testing/geo-fixtures';
import { mockApi, type MockAnswer } from '@/testing/mock-endpoints';
import { checkTypedAddress } from './checkout-address-check';

const typed = {
  streetAddress: 'Damrak 1',
  city: 'Amsterdam',
  state: '',
  zipCode: '1012 LG',
  country: 'Netherlands',
};

function answer(geocode: MockAnswer) {
  return mockApi({
    'POST /api/geo/geocode': geocode,
    'POST /api/geo/validate-point': { body: { isValid: true, valid: true, zone: zone1 } },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('checkTypedAddress', () => {
  it('geocodes the typed address, then checks its point; keeps the parts as typed', async () => {
    const { calls } = answer({ body: geocoded('Damrak 1, 1012 Amsterdam, Netherlands', zone1) });
    const location = await checkTypedAddress(typed);
    expect(calls.map((c) => c.body)).toEqual([
      { address: 'Damrak 1, 1012 LG Amsterdam, Netherlands' },
      { lat: 52.361, lng: 4.871 },
    ]);
    expect(location.parts.postalCode).toBe('1012 LG');
    expect(location.zone?.name).toBe('Amsterdam City Center');
  });

  it.each([
    [
      { status: 404, body: { message: 'x' } },
      "We couldn't find your address. Please check the spelling and try again.",
    ],
    [
      { body: { formattedAddress: 'Damrak 1' } },
      'No coordinates found for this address. Please try a different address.',
    ],
    [
      { body: { coordinates: { lat: 'x', lng: 4.9 } } },
      'Invalid coordinates for this address. Please try again with a different format.',
    ],
    [
      { status: 503, body: { message: 'down' } },
      "We couldn't validate your address. Please try again or select a different address.",
    ],
    [
      { status: 500, body: 'oops' },
      'An error occurred during address validation. Please try again.',
    ],
  ])('a failed look-up is explained (%j)', async (geocode, message) => {
    answer(geocode as MockAnswer);
    await expect(checkTypedAddress(typed)).rejects.toThrow(message);
  });
});
