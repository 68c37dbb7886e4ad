import { z } from 'zod';

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

export const LatLng = z.object({ lat: Latitude, lng: Longitude });
export type LatLng = z.infer<typeof LatLng>;

/** A GeoJSON polygon ring list: [[[lng, lat], ...]] with the first ring the outer boundary. */
export const PolygonCoordinates = z.array(z.array(z.tuple([Longitude, Latitude])).min(4)).min(1);
export type PolygonCoordinates = z.infer<typeof PolygonCoordinates>;

/** The Earth's mean radius in metres (IUGG), as GPS distance calculations use it. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The straight-line (great-circle) distance between two points in metres, by the haversine
 * formula: well within a metre of the true distance at city scale.
 */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
