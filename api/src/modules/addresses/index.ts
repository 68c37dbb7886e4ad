/** Saved addresses of signed-in customers and the guest checkout's details. */

import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { GuestSessions } from '../../shared/http/guest-session';
import type { Geocoder } from '../geo';
import { addressRoutes } from './addresses.routes';
import { AddressService } from './addresses.service';

export { findGuestSession, saveGuestSession, type GuestSession } from './guest-sessions';
export { savedAddressesOf } from './saved-addresses';
// What other modules read of saved addresses inside their own statements.
export { savedAddressRecords } from './addresses.read-models';

export interface AddressesModuleDeps {
  db: Db;
  /** Geo's geocoder: a saved location's missing postcode and city come from it. */
  geocoder: Geocoder;
  log: Logger;
  guests: GuestSessions;
}

export function createAddressesModule(deps: AddressesModuleDeps): { router: Router } {
  const addresses = new AddressService(deps.db, deps.geocoder, deps.log);
  return { router: addressRoutes({ db: deps.db, addresses, guests: deps.guests }) };
}
