import { Router, type Request } from 'express';
import { RealtimeTicket, RealtimeTicketQuery } from '@shop/contracts';
import { Topics } from '@shop/contracts/realtime';
import { issueTicket, newGuestId, TICKET_TTL_SECONDS } from '@shop/realtime/tickets';
import { defineRoute } from '../../shared/http/route';
import type { AuthContext } from '../../shared/http/auth-context';
import type { Config } from '../../config/env';

/** Whether the caller of this request may read the order (and so follow it live). */
export type OrderReadable = (
  orderId: number,
  caller: { auth: AuthContext | null; req: Request },
  trackingToken: string | undefined,
) => Promise<boolean>;

export interface RealtimeRoutesDeps {
  config: Pick<Config, 'realtimeSecret'>;
  orderReadable: OrderReadable;
}

export function realtimeRoutes({ config, orderReadable }: RealtimeRoutesDeps): Router {
  const router = Router();

  defineRoute(
    router,
    {
      method: 'get',
      path: '/realtime/ticket',
      tags: ['realtime'],
      summary:
        "A short-lived ticket to open /ws?token=…&role=…&id=…&t=… (signed-in users get their role, guests a random id); with orderId (and a tracking link's t) it also hears that order, for whoever may read it",
      access: 'public',
      query: RealtimeTicketQuery,
      response: RealtimeTicket,
    },
    async ({ auth, query, req }) => {
      // t and expiresAt are epoch milliseconds, as the browser's Date.now().
      const subject = auth
        ? { sub: String(auth.user.id), role: auth.user.role }
        : { sub: newGuestId(), role: 'guest' as const };
      const topics =
        query.orderId !== undefined && (await orderReadable(query.orderId, { auth, req }, query.t))
          ? [Topics.order(query.orderId)]
          : [];
      const { token, claims } = issueTicket(
        config.realtimeSecret,
        { ...subject, topics },
        TICKET_TTL_SECONDS,
      );
      return {
        token,
        role: claims.role,
        id: claims.sub,
        t: claims.iat * 1000,
        expiresAt: claims.exp * 1000,
      } satisfies RealtimeTicket;
    },
  );

  return router;
}
