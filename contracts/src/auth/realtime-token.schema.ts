import { z } from 'zod';
import { Role } from './user.schema';
import { TrackingToken } from '../orders/kitchen.schema';

/** What the api hands the browser so it can open /ws?token=…&role=…&id=…&t=… */
export const RealtimeTicket = z
  .object({
    token: z.string(),
    role: z.union([Role, z.literal('guest')]),
    id: z.string(),
    t: z.number().int(),
    expiresAt: z.number().int(),
  })
  .meta({ id: 'RealtimeTicket' });
export type RealtimeTicket = z.infer<typeof RealtimeTicket>;

/**
 * GET /api/realtime/ticket?orderId=…&t=…: a ticket that also hears `order/<id>`, for whoever may
 * read that order (its customer, the guest browser that placed it, staff, or the holder of its
 * tracking link).
 */
export const RealtimeTicketQuery = z.object({
  orderId: z.coerce.number().int().positive().max(2147483647).optional(),
  t: TrackingToken.optional(),
});
export type RealtimeTicketQuery = z.infer<typeof RealtimeTicketQuery>;
