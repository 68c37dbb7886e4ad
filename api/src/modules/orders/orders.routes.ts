import { Router } from 'express';
import {
  BarPickupBoard,
  BarPickupParam,
  CreateFoodOrderInput,
  IdParam,
  KitchenBoard,
  KitchenBoardQuery,
  Order,
  OrderAccessQuery,
  OrderDelayInput,
  OrderList,
  OrderListQuery,
  OrderResponse,
  OrderStatusMoveInput,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import type { GuestSessions } from '../../shared/http/guest-session';
import type { GeoService } from '../geo';
import { barPickupBoard } from './bar-pickup';
import { checkoutCaller, idempotencyKeyOf } from './checkout-caller';
import type { OrderMoves } from './order-moves';
import type { FoodOrdersService } from './orders.service';

export interface OrderRoutesDeps {
  db: Db;
  guests: GuestSessions;
  geo: GeoService;
  service: FoodOrdersService;
  moves: OrderMoves;
}

export function orderRoutes({ db, guests, geo, service, moves }: OrderRoutesDeps): Router {
  const router = Router();
  const tags = ['orders'];

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
      summary:
        "A food order, for the customer or guest browser that placed it, staff, or the holder of its signed tracking link (?t=, from the order's e-mails; valid until a day after delivery)",
      access: 'public',
      params: IdParam,
      query: OrderAccessQuery,
      response: OrderResponse,
      errors: { 404: 'No such order, or not yours' },
    },
    async ({ params, query, auth, req }) => ({
      order: await service.get(params.id, { auth, guestSessionId: guests.read(req) }, query.t),
    }),
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/orders/:id/status',
      tags,
      summary:
        "Moves an order in its lifecycle (accept with prepMinutes, ready, in_transit, delivered, cancelled with a reason); the test tool's received and out_for_delivery are aliases. Who may make which move is contracts' MOVE_ROLES; cancelling a paid order refunds it",
      access: 'public',
      params: IdParam,
      body: OrderStatusMoveInput,
      response: OrderResponse,
      errors: {
        403: 'The caller may not make this move (or not on this order)',
        404: 'No such order, or not yours',
        409: 'The order is not in a state this move starts from (for example already moved by someone else)',
        422: 'Accepting without a preparation time, or cancelling without a reason',
      },
    },
    async ({ params, body, auth, req }) => ({
      order: await moves.move(params.id, body, { auth, guestSessionId: guests.read(req) }),
    }),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/orders/:id/delay',
      tags,
      summary: 'The kitchen adds 5 or 10 minutes to an accepted order it is preparing',
      access: ['admin', 'staff'],
      params: IdParam,
      body: OrderDelayInput,
      response: OrderResponse,
      errors: { 404: 'No such order', 409: 'The order is not accepted or no longer preparing' },
    },
    async ({ params, body }) => ({ order: await moves.delay(params.id, body.minutes) }),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/kitchen/orders',
      tags,
      summary:
        "The live kitchen board: paid orders not yet done, oldest first, and today's delivered and cancelled ones, with the server's time; with ids, only those of them still on the board",
      access: ['admin', 'staff'],
      query: KitchenBoardQuery,
      response: KitchenBoard,
    },
    ({ query }) => moves.board(new Date(), query.ids),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/bars/:slug/pickup-board',
      tags,
      summary:
        "A partner bar's pickup screen: the numbers of its orders being prepared and ready at the bar (numbers only), and the public live topic that moves them",
      access: 'public',
      params: BarPickupParam,
      response: BarPickupBoard,
    },
    ({ params }) => barPickupBoard(db, geo, params.slug),
  );

  return router;
}
