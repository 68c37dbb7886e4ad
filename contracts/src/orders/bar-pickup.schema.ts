import { z } from 'zod';
import { QR_LOCATION_NOT_FOUND_MESSAGE } from '../geo/geo-api.schema';
import type { MoveKind } from './order-lifecycle';

/**
 * The "ready for pickup" screen a partner bar shows its guests (`/bar/{slug}/ready`): order
 * numbers only, the ones the kitchen is preparing and the ones waiting at the bar. Public, so it
 * carries no name, item or amount.
 */
export const BarPickupBoard = z
  .object({
    barName: z.string(),
    /** The live topic that moves numbers between the columns (`public/bar-pickup/<barId>`). */
    topic: z.string(),
    preparing: z.array(z.number().int().positive()),
    ready: z.array(z.number().int().positive()),
  })
  .meta({ id: 'BarPickupBoard' });
export type BarPickupBoard = z.infer<typeof BarPickupBoard>;

export const BarPickupParam = z.object({
  slug: z
    .string()
    .max(80, QR_LOCATION_NOT_FOUND_MESSAGE)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, QR_LOCATION_NOT_FOUND_MESSAGE),
});

/** Where a bar order stands on the screen: being prepared, ready at the bar, or off it. */
export const BarPickupStage = z.enum(['preparing', 'ready', 'gone']);
export type BarPickupStage = z.infer<typeof BarPickupStage>;

/**
 * How a lifecycle move changes the screen: accepted by the kitchen → preparing, marked ready →
 * ready, picked up or cancelled → gone. Payment alone shows nothing yet (the kitchen may still
 * refuse it); other moves do not concern a bar order.
 */
export function barPickupStage(move: MoveKind): BarPickupStage | null {
  switch (move) {
    case 'accept':
      return 'preparing';
    case 'ready':
      return 'ready';
    case 'deliver':
    case 'cancel':
      return 'gone';
    case 'pay':
    case 'pick-up':
      return null;
  }
}

/**
 * Orders leave the screen when picked up or cancelled; one accepted longer ago than this is left
 * off as well (nobody marked it picked up), so a forgotten number does not stay for days.
 */
export const BAR_PICKUP_WINDOW_HOURS = 3;
