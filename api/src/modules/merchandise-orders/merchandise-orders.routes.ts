import { Router } from 'express';
import { IdParam, MerchandiseOrder, MerchandiseOrderInput } from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import type { GuestSessions } from '../../shared/http/guest-session';
import { checkoutCaller, idempotencyKeyOf } from '../orders';
import { MerchandiseOrdersService } from './merchandise-orders.service';

export interface MerchandiseOrderRoutesDeps {
  db: Db;
  guests: GuestSessions;
}

export function merchandiseOrderRoutes({ db, guests }: MerchandiseOrderRoutesDeps): Router {
  const router = Router();
  const tags = ['merchandise'];
  const service = new MerchandiseOrdersService(db);

  defineRoute(
    router,
    {
      method: 'post',
      path: '/merchandise/orders',
      tags,
      summary:
        'Places a merchandise order, priced from the database; an Idempotency-Key makes a double submit place one order (without one: the same body from the same customer or guest browser within 60 s of an unpaid order)',
      access: 'public',
      body: MerchandiseOrderInput,
      status: 201,
      response: MerchandiseOrder,
      errors: {
        409: 'Merchandise ordering (or all online ordering) is switched off',
        422: 'The idempotency key was used for a different order',
      },
    },
    async ({ body, auth, req, res }) => {
      const key = idempotencyKeyOf(req, body.idempotencyKey);
      const caller = checkoutCaller(guests, { auth, req, res }, key);
      const { order, replayed } = await service.place(body, caller.owner, key, caller.language);
      caller.placed();
      if (replayed) res.setHeader('Idempotent-Replayed', 'true');
      return order;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/merchandise-orders/:id',
      tags,
      summary: 'A merchandise order, for the customer or guest browser that placed it, or staff',
      access: 'public',
      params: IdParam,
      response: MerchandiseOrder,
      errors: { 404: 'No such order, or not yours' },
    },
    ({ params, auth, req }) => service.get(params.id, { auth, guestSessionId: guests.read(req) }),
  );

  return router;
}
