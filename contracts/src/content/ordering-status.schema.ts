import { z } from 'zod';
import { vm } from '../errors/validation-messages';

export const OrderingStatus = z
  .object({
    masterEnabled: z.boolean(),
    foodOrderingEnabled: z.boolean(),
    barOrderingEnabled: z.boolean(),
    merchandiseOrderingEnabled: z.boolean(),
  })
  .meta({ id: 'OrderingStatus' });
export type OrderingStatus = z.infer<typeof OrderingStatus>;

/** Staff may change any subset of the switches. */
export const OrderingStatusUpdate = OrderingStatus.partial()
  .refine((v) => Object.keys(v).length > 0, { message: vm('nothing_to_change') })
  .meta({ id: 'OrderingStatusUpdate' });
export type OrderingStatusUpdate = z.infer<typeof OrderingStatusUpdate>;
