import type { GeocodeResult, ReverseGeocodeResult, ZoneSummary } from '@shop/contracts';
import { IN_ZONE_MESSAGE, OUT_OF_ZONE_MESSAGE } from '@shop/contracts';

export const zone1: ZoneSummary = {
  id: 1,
  name: 'Amsterdam City Center',
  deliveryFee: 2.5,
  minimumOrderAmount: 15,
  estimatedTime: '20-30 min',
  isActive: true,
  active: true,
};

export const zone2: ZoneSummary = {
  id: 2,
  name: 'West & Zuid',
  deliveryFee: 3.5,
  minimumOrderAmount: 20,
  estimatedTime: '30-45 min',
  isActive: true,
  active: true,
};

export const zone3: ZoneSummary = {
  id: 3,
  name: 'Noord & Oost',
  deliveryFee: 4.5,
  minimumOrderAmount: 25,
  estimatedTime: '35-50 min',
  isActive: true,
  active: true,
};

const square = (lng: number, lat: number) => [
  [
    [lng, lat],
    [lng + 0.01, lat],
    [lng + 0.01, lat + 0.01],
    [lng, lat + 0.01],
    [lng, lat],
  ],
];

export const zonesAnswer = {
  zones: [zone1, zone2, zone3].map((zone, i) => ({
    ...zone,
    coordinates: square(4.88 + i * 0.02, 52.36),
  })),
};

export function geocoded(
  formattedAddress: string,
  zone: ZoneSummary | null,
  point = { lat: 52.361, lng: 4.871 },
): GeocodeResult {
  const [street = '', locality = ''] = formattedAddress.split(', ');
  const postalCode = /^\d{4}(?: [A-Z]{2})?/.exec(locality)?.[0] ?? '';
  return {
    coordinates: point,
    ...point,
    placeName: formattedAddress,
    formattedAddress,
    address: {
      streetAddress: street,
      city: 'Amsterdam',
      state: 'Noord-Holland',
      postalCode,
      zipCode: postalCode,
      country: 'Netherlands',
    },
    inDeliveryZone: zone !== null,
    zone,
    approximate: true,
    message: zone ? IN_ZONE_MESSAGE(zone.name) : OUT_OF_ZONE_MESSAGE,
    texts: {
      message: zone ? { code: 'in_zone', params: { zone: zone.name } } : { code: 'out_of_zone' },
    },
  };
}

export function reversed(formattedAddress: string, zone: ZoneSummary | null): ReverseGeocodeResult {
  const { address, approximate } = geocoded(formattedAddress, zone);
  return { address, formattedAddress, inDeliveryZone: zone !== null, zone, approximate };
}
