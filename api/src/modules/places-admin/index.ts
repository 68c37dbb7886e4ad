import type { Router } from 'express';
import type { Db } from '../../db/client';
import { createPlacesAdmin } from './places-admin';
import { placesAdminRoutes } from './places-admin.routes';
import { createZonesAdmin } from './zones-admin';

export interface PlacesAdminDeps {
  db: Db;
  kickRelay: () => void;
  /** Drops this process's copy of the zones at once (others reload on the outbox event). */
  invalidateZones: () => void;
  publicOrigin: string;
}

/** The back office's delivery zones, QR locations and bars. */
export function createPlacesAdminModule(deps: PlacesAdminDeps): { router: Router } {
  return {
    router: placesAdminRoutes({
      db: deps.db,
      zones: createZonesAdmin(deps),
      places: createPlacesAdmin(deps.db),
      publicOrigin: deps.publicOrigin,
    }),
  };
}
