/**
 * What a push tells: an order's move for its customer, a new paid order, a driver's offer.
 * Without zod, so the service worker can check a payload against it and stay small.
 */
export const PUSH_STATUSES = [
  'accepted',
  'on_its_way',
  'delivered',
  'picked_up',
  'cancelled',
  'new_order',
  'offered',
] as const;
export type PushStatusName = (typeof PUSH_STATUSES)[number];
