import type { DriverPosition } from '@shop/contracts';

/** A driver's fix in the city centre, taken at `at`: for tests of what keeps and sends fixes. */
export const fixAt = (driverId: number, at: number): DriverPosition => ({
  driverId,
  lat: 52.37,
  lng: 4.89,
  accuracy: 5,
  heading: null,
  speed: null,
  at,
});
