import express, { Router, type RequestHandler } from 'express';
import {
  DELIVERY_PHOTO_MAX_BYTES,
  DeliverWithCodeInput,
  DriverAvailability,
  DriverAvailabilityInput,
  DriverEarnings,
  DriverHistory,
  DriverJobs,
  IdParam,
  OfferIdParam,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { assertAccess, defineRoute } from '../../shared/http/route';
import type { Deliveries } from './deliveries';
import type { Dispatch } from './dispatch.service';
import { deliveredJobs, driverEarnings } from './earnings.service';

export interface DriverJobRoutesDeps {
  db: Db;
  dispatch: Dispatch;
  deliveries: Deliveries;
}

/**
 * The driver's own shift and jobs. Every call resolves the caller's driver row from the session
 * and touches only that driver's offers and orders: another driver's job answers 404.
 */
export function driverJobRoutes({ db, dispatch, deliveries }: DriverJobRoutesDeps): Router {
  const router = Router();
  const tags = ['driver jobs'];
  const driverOnly = ['driver'] as const;

  defineRoute(
    router,
    {
      method: 'put',
      path: '/driver/availability',
      tags,
      summary:
        'Starts (online) or ends (offline) the driver’s shift. Going online offers the waiting ready orders at once; going offline passes open offers on',
      access: [...driverOnly],
      body: DriverAvailabilityInput,
      response: DriverAvailability,
      errors: { 403: 'Not a driver account, or not approved by the restaurant yet' },
    },
    ({ body, auth }) => dispatch.setAvailability(auth!.user, body.online),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/driver/jobs',
      tags,
      summary:
        'The dashboard: shift, the current job, open offers (with expiresAt) and assigned jobs. Never the delivery code',
      access: [...driverOnly],
      response: DriverJobs,
    },
    ({ auth }) => dispatch.jobs(auth!.user),
  );

  for (const answer of ['accept', 'decline'] as const) {
    defineRoute(
      router,
      {
        method: 'post',
        path: `/driver/offers/:offerId/${answer}`,
        tags,
        summary:
          answer === 'accept'
            ? 'Takes an offered job: the order is assigned to the driver'
            : 'Lets an offered job go: it is offered to the next driver at once',
        access: [...driverOnly],
        params: OfferIdParam,
        response: DriverJobs,
        errors: {
          403: 'Not approved by the restaurant yet',
          404: 'No such offer for this driver',
          409: 'The offer expired, was answered or was withdrawn',
        },
      },
      ({ params, auth }) =>
        answer === 'accept'
          ? dispatch.accept(auth!.user, params.offerId)
          : dispatch.decline(auth!.user, params.offerId),
    );
  }

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/jobs/:id/pick-up',
      tags,
      summary: 'The driver has the food: the order goes out for delivery (in_transit)',
      access: [...driverOnly],
      params: IdParam,
      response: DriverJobs,
      errors: {
        403: 'Not approved by the restaurant yet',
        404: 'No such order assigned to this driver',
        409: 'The order is not ready, or already on its way',
      },
    },
    ({ params, auth }) => deliveries.pickUp(auth!, params.id),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/jobs/:id/deliver',
      tags,
      summary:
        'Delivered, proven by the 4-digit code the customer reads from their tracking page (5 wrong codes per order in 15 minutes)',
      access: [...driverOnly],
      params: IdParam,
      body: DeliverWithCodeInput,
      response: DriverJobs,
      errors: {
        403: 'Not approved by the restaurant yet',
        404: 'No such order assigned to this driver',
        409: 'The order is not out for delivery',
        422: 'The code does not match',
        429: 'Too many wrong codes for this order',
      },
    },
    ({ params, body, auth }) => deliveries.deliverWithCode(auth!, params.id, body.code),
  );

  // The photo comes as the request body itself (Content-Type image/*), read only after the
  // caller is known to be a driver, so nobody else can make the api buffer 8 MB.
  const photoBody: RequestHandler[] = [
    (req, _res, next) => {
      assertAccess([...driverOnly], req.auth);
      next();
    },
    express.raw({ type: () => true, limit: DELIVERY_PHOTO_MAX_BYTES }) as RequestHandler,
  ];
  router.post('/driver/jobs/:id/deliver-photo', ...photoBody);
  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/jobs/:id/deliver-photo',
      tags,
      summary:
        'Delivered while the customer could not be reached: the request body is the photo (image/jpeg, png, webp or heic, at most 8 MB), stored re-encoded as JPEG ≤ 1600 px without metadata',
      access: [...driverOnly],
      params: IdParam,
      response: DriverJobs,
      errors: {
        403: 'Not approved by the restaurant yet',
        404: 'No such order assigned to this driver',
        409: 'The order is not out for delivery',
        413: 'The photo is larger than 8 MB',
        422: 'The body is not a readable photo',
      },
    },
    ({ params, auth, req }) =>
      deliveries.deliverWithPhoto(
        auth!,
        params.id,
        Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      ),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/driver/deliveries',
      tags,
      summary: 'The driver’s delivered jobs, newest first (at most 100), with what each earned',
      access: [...driverOnly],
      response: DriverHistory,
    },
    async ({ auth }) => {
      const driver = await dispatch.driverOf(auth!.user);
      return { deliveries: await deliveredJobs(db, driver.id, null) };
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/driver/earnings',
      tags,
      summary:
        'Earnings today and this week (Amsterdam time, weeks from Monday) and per delivery: base, fee share, tips, distance',
      access: [...driverOnly],
      response: DriverEarnings,
    },
    async ({ auth }) => {
      const driver = await dispatch.driverOf(auth!.user);
      return driverEarnings(db, driver.id, dispatch.now());
    },
  );

  return router;
}
