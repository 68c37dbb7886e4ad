import type { DispatchDriverState, DispatchOrderState } from '@shop/contracts';

export type Rgb = [number, number, number];

/** One colour per state, on the map and in the lists' badges alike. */
export const DRIVER_COLOURS: Record<DispatchDriverState, Rgb> = {
  idle: [47, 158, 68],
  offered: [245, 159, 0],
  'on-job': [34, 139, 230],
  stale: [134, 142, 150],
  offline: [52, 58, 64],
};

export const DRIVER_BADGE: Record<DispatchDriverState, string> = {
  idle: 'green',
  offered: 'yellow',
  'on-job': 'blue',
  stale: 'gray',
  offline: 'dark',
};

export const ORDER_COLOURS: Record<DispatchOrderState, Rgb> = {
  awaiting: [250, 82, 82],
  preparing: [253, 126, 20],
  ready: [112, 72, 232],
  in_transit: [34, 139, 230],
};

export const ORDER_BADGE: Record<DispatchOrderState, string> = {
  awaiting: 'red',
  preparing: 'orange',
  ready: 'violet',
  in_transit: 'blue',
};
