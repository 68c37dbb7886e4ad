import { queryOptions } from '@tanstack/react-query';
import type {
  CustomLocation,
  GeocodeResult,
  LatLng,
  PointValidation,
  ReverseGeocodeResult,
  ZoneSummary,
  ZonesResponse,
} from '@shop/contracts';
import { api } from '@/lib/api-client';

/** The active delivery zones with their polygons (map, zone cards). */
export const zonesQuery = queryOptions({
  queryKey: ['/api/geo/zones'],
  queryFn: async () => (await api.get<ZonesResponse>('/api/geo/zones')).zones,
});

export const geocodeAddress = (address: string) =>
  api.post<GeocodeResult>('/api/geo/geocode', { address });

export const validatePoint = (point: LatLng) =>
  api.post<PointValidation>('/api/geo/validate-point', point);

export const reverseGeocode = (point: LatLng) =>
  api.post<ReverseGeocodeResult>('/api/geo/reverse-geocode', point);

export const getZone = (id: number) => api.get<ZoneSummary>(`/api/geo/zones/${id}`);

export const getCustomLocation = (customId: string) =>
  api.get<CustomLocation>(`/api/geo/custom-locations/${encodeURIComponent(customId)}`);
