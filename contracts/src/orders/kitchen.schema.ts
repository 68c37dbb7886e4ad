import { z } from 'zod';
import { KitchenAlertMinutes } from '../content/store-settings.schema';
import { Order } from './order.schema';
import { vm } from '../errors/validation-messages';

/**
 * GET /api/kitchen/orders: the live board's orders (paid and not yet done, plus today's
 * delivered and cancelled ones), oldest first, with the server's clock so age timers agree and
 * the store's alert times per column.
 */
export const KitchenBoard = z
  .object({
    orders: z.array(Order),
    serverTime: z.string(),
    alertMinutes: KitchenAlertMinutes,
  })
  .meta({ id: 'KitchenBoard' });
export type KitchenBoard = z.infer<typeof KitchenBoard>;

/** At most this many orders in one `ids` read of the board. */
export const KITCHEN_BOARD_IDS_MAX = 100;

/**
 * GET /api/kitchen/orders?ids=12,15: only those orders, as the board shows them; an order asked
 * for and missing from the answer is no longer on the board. A board follows the live order
 * messages with this read, instead of reading every order of the day again for each message.
 */
export const KitchenBoardQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, vm('kitchen_ids'))
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive(vm('kitchen_ids')))
        .max(KITCHEN_BOARD_IDS_MAX, vm('kitchen_ids_too_many', { max: KITCHEN_BOARD_IDS_MAX })),
    )
    .optional(),
});
export type KitchenBoardQuery = z.infer<typeof KitchenBoardQuery>;

/**
 * The signed part of a guest's tracking link (`/order/{id}?t=…`, sent in the e-mails). It opens
 * that one order without signing in, until a day after delivery.
 */
export const TrackingToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, vm('tracking_link_invalid'));

export const OrderAccessQuery = z.object({ t: TrackingToken.optional() });
export type OrderAccessQuery = z.infer<typeof OrderAccessQuery>;

/** How long after delivery (or cancellation) a tracking link still opens its order. */
export const TRACKING_LINK_DAYS_AFTER_DONE = 1;
