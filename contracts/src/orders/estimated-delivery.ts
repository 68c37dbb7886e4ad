import type { DeliveryOption } from './order.schema';

/** Minutes from the order's creation to the expected delivery. */
export const STANDARD_DELIVERY_MINUTES = 45;
export const EXPRESS_DELIVERY_MINUTES = 30;
/** Shown when there is no order to compute from. */
export const DEFAULT_DELIVERY_ESTIMATE = '30-45 minutes';

/** Creation plus 45 minutes, plus 30 for express; a scheduled order arrives at its scheduled time. */
export function estimatedDeliveryAt(
  createdAt: Date,
  option: DeliveryOption,
  scheduledFor: Date | null,
): Date {
  if (option === 'scheduled' && scheduledFor) return scheduledFor;
  const minutes = option === 'express' ? EXPRESS_DELIVERY_MINUTES : STANDARD_DELIVERY_MINUTES;
  return new Date(createdAt.getTime() + minutes * 60_000);
}
