import type { Router } from 'express';
import type { Logger } from 'pino';
import type { EventFeed } from '@shop/realtime';
import type { GeocoderConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { createGeocoder } from './create-geocoder';
import { geocodeLimiter } from './geo-rate-limit';
import { geoRoutes } from './geo.routes';
import { GeoService } from './geo.service';
import { ZoneDirectory } from './zone-directory';

export type { Geocoder, GeocodedAddress } from './geocoder';
export { GeocoderUnavailableError } from './geocoder';
export type { GeoService } from './geo.service';
export type { Zone, ZoneDirectory } from './zone-directory';
export { parseAddress, type ParsedAddress } from './address-parser';
export { toMultiPolygon } from './polygon';
export { parseQrCode } from './qr-codes';
export { activeBars } from './active-bars';
// What other modules read of the bars inside their own statements.
export { barRecords } from './geo.read-models';
// The back office's edits of the zones, bars and QR locations (its routes are places-admin's).
export { createZonesAdmin, type ZonesAdmin, type ZonesAdminDeps } from './zones-admin';
export { createPlacesAdmin, type PlacesAdmin } from './bars-and-locations-admin';
export { listQrCodes } from './qr-sheet';
export type { OrderedPlace, PlaceHasOrders } from './in-use';

export interface GeoModuleDeps {
  db: Db;
  geocoder: GeocoderConfig;
  /** MAP_STYLE_URL: the delivery map's street style, or null for the offline one. */
  mapStyleUrl: string | null;
  feed: EventFeed;
  log: Logger;
}

/**
 * The geo module of one app: zones kept in memory and refreshed from the event feed, the
 * configured geocoder, and the routes (the map's configuration among them). Other modules use
 * `service` (zone lookups for orders, reverse geocoding for saved locations).
 */
export function createGeoModule(deps: GeoModuleDeps): { router: Router; service: GeoService } {
  const zones = new ZoneDirectory(deps.db, deps.log);
  zones.follow(deps.feed);
  const service = new GeoService(deps.db, zones, createGeocoder(deps.geocoder, deps.log), deps.log);
  const router = geoRoutes(service, geocodeLimiter(deps.geocoder.perMinute), {
    styleUrl: deps.mapStyleUrl,
  });
  return { router, service };
}
