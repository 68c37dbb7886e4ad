import { Router } from 'express';
import { RealtimeTicket } from '@shop/contracts';
import { issueTicket, newGuestId, TICKET_TTL_SECONDS } from '@shop/realtime/tickets';
import { defineRoute } from '../../shared/http/route';
import type { Config } from '../../config/env';

export interface RealtimeRoutesDeps {
  config: Pick<Config, 'realtimeSecret'>;
}

export function realtimeRoutes({ config }: RealtimeRoutesDeps): Router {
  const router = Router();

  defineRoute(
    router,
    {
      method: 'get',
      path: '/realtime/ticket',
      tags: ['realtime'],
      summary:
        'A short-lived ticket to open /ws?token=…&role=…&id=…&t=… (signed-in users get their role, guests a random id)',
      access: 'public',
      response: RealtimeTicket,
    },
    ({ auth }) => {
      // t and expiresAt are epoch milliseconds, as the browser's Date.now().
      const subject = auth
        ? { sub: String(auth.user.id), role: auth.user.role }
        : { sub: newGuestId(), role: 'guest' as const };
      const { token, claims } = issueTicket(config.realtimeSecret, subject, TICKET_TTL_SECONDS);
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
