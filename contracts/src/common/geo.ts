import { z } from 'zod';

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

export const LatLng = z.object({ lat: Latitude, lng: Longitude });
export type LatLng = z.infer<typeof LatLng>;

/** A GeoJSON polygon ring list: [[[lng, lat], ...]] with the first ring the outer boundary. */
export const PolygonCoordinates = z.array(z.array(z.tuple([Longitude, Latitude])).min(4)).min(1);
export type PolygonCoordinates = z.infer<typeof PolygonCoordinates>;
