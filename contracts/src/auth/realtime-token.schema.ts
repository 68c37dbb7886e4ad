import { z } from 'zod';
import { Role } from './user.schema';

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
