import { Router } from 'express';
import {
  CreateFoodOrderInput,
  IdParam,
  Order,
  OrderList,
  OrderListQuery,
  OrderResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import type { GuestSessions } from '../../shared/http/guest-session';
import type { GeoService } from '../geo';
import { checkoutCaller, idempotencyKeyOf } from './checkout-caller';
import { FoodOrdersService } from './orders.service';

export interface OrderRoutesDeps {
  db: Db;
  guests: GuestSessions;
  geo: GeoService;
  kickRelay: () => void;
}

export function orderRoutes({ db, guests, geo, kickRelay }: OrderRoutesDeps): Router {
  const router = Router();
  const tags = ['orders'];
  const service = new FoodOrdersService({ db, geo, kickRelay });

  defineRoute(
    router,
    {
      method: 'post',
      path: '/orders',
      tags,
      summary:
        'Places a food order for delivery or bar pickup, priced from the database; an Idempotency-Key makes a double submit place one order (without one: the same body from the same customer or guest browser within 60 s of an unpaid order)',
      access: 'public',
      body: CreateFoodOrderInput,
      status: 201,
      response: Order,
      errors: {
        404: 'The bar of a bar order does not exist or is switched off',
        409: 'Food ordering, bar ordering or all online ordering is switched off',
        422: 'Outside every delivery zone, under the zone minimum, an address nobody can find, an address far from the point sent with it, or an idempotency key used for a different order',
        503: 'The address could not be checked right now',
      },
    },
    async ({ body, auth, req, res }) => {
      const key = idempotencyKeyOf(req, body.idempotencyKey);
      const caller = checkoutCaller(guests, { auth, req, res }, key);
      const { order, replayed } = await service.place(body, auth, caller, key);
      caller.placed();
      if (replayed) res.setHeader('Idempotent-Replayed', 'true');
      return order;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/orders',
      tags,
      summary:
        "The caller's food orders, newest first (at most 50); staff and admins may ask for every order with scope=all",
      access: 'authenticated',
      query: OrderListQuery,
      response: OrderList,
      errors: { 403: 'scope=all without the staff or admin role' },
    },
    async ({ auth, query }) => ({ orders: await service.list(auth!, query) }),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/orders/:id',
      tags,
      summary: 'A food order, for the customer or guest browser that placed it, or staff',
      access: 'public',
      params: IdParam,
      response: OrderResponse,
      errors: { 404: 'No such order, or not yours' },
    },
    async ({ params, auth, req }) => ({
      order: await service.get(params.id, { auth, guestSessionId: guests.read(req) }),
    }),
  );

  return router;
}
