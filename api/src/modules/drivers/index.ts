/** Driver accounts, shifts, the agreement, password resets and what an order shows of its driver. */
export { driverRoutes, type DriverRoutesDeps } from './drivers.routes';
export { driverAccountRoutes, type DriverAccountRoutesDeps } from './driver-accounts.routes';
export type { OpenJobOf } from './driver-accounts.service';
export { NOT_A_DRIVER, driverIdOfUser } from './drivers.service';
export { driverCards, type DriverCard } from './driver-cards';
export { endShift, startShift } from './driver-shifts';
export { lockDriverOfUser, setDriverOnline } from './driver-availability';
