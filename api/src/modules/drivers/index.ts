/** Driver accounts, shifts, the agreement, password resets and what an order shows of its driver. */

import { Router } from 'express';
import { driverAccountRoutes, type DriverAccountRoutesDeps } from './driver-accounts.routes';
import { driverRoutes, type DriverRoutesDeps } from './drivers.routes';

export type { OpenJobOf } from './driver-accounts.service';
export { NOT_A_DRIVER, driverIdOfUser } from './drivers.service';
export { driverCards, type DriverCard } from './driver-cards';
export { endShift, startShift } from './driver-shifts';
export { lockDriverOfUser, setDriverOnline } from './driver-availability';
// What other modules read of drivers and shifts inside their own statements.
export { driverRecords, driverShiftRecords, type DriverRecord } from './drivers.read-models';

/** Signing in, then the rest of the driver's account and its admin: one router, in that order. */
export function createDriversModule(deps: DriverRoutesDeps & DriverAccountRoutesDeps): {
  router: Router;
} {
  const router = Router();
  router.use(driverRoutes(deps), driverAccountRoutes(deps));
  return { router };
}
