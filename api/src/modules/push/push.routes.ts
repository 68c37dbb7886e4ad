import { Router } from 'express';
import {
  BACK_OFFICE_ROLES,
  DevicePushOptIn,
  IdParam,
  OrderPushOptIn,
  PushKey,
  PushOptOut,
  PushOptOutResult,
  PushSubscriptionIdParam,
  PushSubscriptionList,
  PushSubscriptionResponse,
  apiMessage,
} from '@shop/contracts';
import { conflict, notFound } from '../../shared/errors/app-error';
import { defineRoute } from '../../shared/http/route';
import type { GuestSessions } from '../../shared/http/guest-session';
import type { FoodOrdersService } from '../orders';
import type { PushSubscriptions } from './push.service';

export interface PushRoutesDeps {
  push: PushSubscriptions;
  orders: Pick<FoodOrdersService, 'readable'>;
  guests: GuestSessions;
}

/** Web Push: the key browsers subscribe with, the opt-ins, and switching devices off. */
export function pushRoutes({ push, orders, guests }: PushRoutesDeps): Router {
  const router = Router();
  const tags = ['push'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/push/key',
      tags,
      summary: "The shop's VAPID public key to subscribe with; null when it sends no pushes",
      access: 'public',
      response: PushKey,
    },
    () => ({ publicKey: push.publicKey }) satisfies PushKey,
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/orders/:id/push-subscription',
      tags,
      summary:
        "Tells this device when the order is accepted, on its way and delivered, or cancelled, in the language given: for whoever may read the order (its customer, the guest browser that placed it, the holder of its tracking link's t)",
      access: 'public',
      params: IdParam,
      body: OrderPushOptIn,
      status: 201,
      response: PushSubscriptionResponse,
      errors: {
        404: 'No such order, or not yours',
        409: 'The order is delivered or cancelled, or the shop sends no pushes',
      },
    },
    async ({ params, body, auth, req }) => {
      const order = await orders.readable(
        params.id,
        { auth, guestSessionId: guests.read(req) },
        body.t,
      );
      if (!order) throw notFound('order_not_found');
      if (order.status === 'delivered' || order.status === 'cancelled') {
        throw conflict(apiMessage('order_finished', { order: order.id, status: order.status }));
      }
      const subscription = await push.subscribe(body.subscription, {
        topic: 'order',
        orderId: order.id,
        userId: auth?.user.id ?? null,
        language: body.language,
        userAgent: req.get('user-agent'),
      });
      return { subscription } satisfies PushSubscriptionResponse;
    },
  );

  // A device's opt-in to all of one topic: the kitchen's new orders, or a driver's offers.
  const deviceOptIns = [
    {
      topic: 'kitchen',
      summary: 'Tells this staff device of every new paid order, also with the board closed',
      access: BACK_OFFICE_ROLES,
    },
    {
      topic: 'driver',
      summary: "Tells this driver's device of every new offer, with its expiry",
      access: ['driver'],
    },
  ] as const;

  for (const { topic, summary, access } of deviceOptIns) {
    defineRoute(
      router,
      {
        method: 'post',
        path: `/push/${topic}`,
        tags,
        summary,
        access,
        body: DevicePushOptIn,
        status: 201,
        response: PushSubscriptionResponse,
        errors: { 409: 'The shop sends no pushes' },
      },
      async ({ body, auth, req }) => ({
        subscription: await push.subscribeDevice(topic, auth!.user.id, body, req.get('user-agent')),
      }),
    );
  }

  defineRoute(
    router,
    {
      method: 'post',
      path: '/push/opt-out',
      tags,
      summary:
        'Switches this device off (of one topic, or of everything): the browser names its own subscription endpoint',
      access: 'public',
      body: PushOptOut,
      response: PushOptOutResult,
    },
    async ({ body }) => ({ removed: await push.optOut(body) }) satisfies PushOptOutResult,
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/push/subscriptions',
      tags,
      summary: 'The devices I opted in to push notifications',
      access: 'authenticated',
      response: PushSubscriptionList,
    },
    async ({ auth }) =>
      ({ subscriptions: await push.listOwn(auth!.user.id) }) satisfies PushSubscriptionList,
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/push/subscriptions/:subscriptionId',
      tags,
      summary: 'Switches one of my devices off',
      access: 'authenticated',
      params: PushSubscriptionIdParam,
      status: 204,
      errors: { 404: 'No such push subscription of mine' },
    },
    async ({ auth, params, res }) => {
      await push.removeOwn(auth!.user.id, params.subscriptionId);
      res.status(204).end();
    },
  );

  return router;
}
