import type { Router } from 'express';
import type { Db } from '../../db/client';
import { createPlacesAdmin, createZonesAdmin } from '../geo';
import { placeHasOrders } from '../orders';
import { placesAdminRoutes } from './places-admin.routes';

export interface PlacesAdminDeps {
  db: Db;
  kickRelay: () => void;
  /** Drops this process's copy of the zones at once (others reload on the outbox event). */
  invalidateZones: () => void;
  publicOrigin: string;
}

/**
 * The back office's delivery zones, QR locations and bars: the routes, over geo's edits of its
 * own tables. A zone or bar that orders name is not deleted; the orders module says which.
 */
export function createPlacesAdminModule(deps: PlacesAdminDeps): { router: Router } {
  return {
    router: placesAdminRoutes({
      db: deps.db,
      zones: createZonesAdmin({ ...deps, hasOrders: placeHasOrders }),
      places: createPlacesAdmin(deps.db, placeHasOrders),
      publicOrigin: deps.publicOrigin,
    }),
  };
}
