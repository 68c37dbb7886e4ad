import { Router } from 'express';
import {
  AssignDriverInput,
  DispatchDriverList,
  DispatchSettings,
  DispatchSnapshot,
  IdParam,
  OrderResponse,
  sectionAccess,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import type { Deliveries } from './deliveries';
import type { DispatchMap } from './dispatch-map.service';
import type { Dispatch } from './dispatch.service';

/** The kitchen's side of dispatch: who can ride, and giving an order to one of them. */
export function dispatchRoutes({
  dispatch,
  deliveries,
  dispatchMap,
}: {
  dispatch: Dispatch;
  deliveries: Deliveries;
  dispatchMap: DispatchMap;
}): Router {
  const router = Router();
  const tags = ['dispatch'];
  const backOffice = ['admin', 'staff'] as const;

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/dispatch',
      tags,
      summary:
        'The live dispatch map: every approved driver with their last fix, state, jobs and deliveries today, every open delivery order, the kitchen and the bars, and the sequence number of the last staff/dispatch message it reflects',
      access: sectionAccess('dispatch'),
      response: DispatchSnapshot,
    },
    () => dispatchMap.snapshot(),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/dispatch/drivers',
      tags,
      summary:
        'Approved drivers for assigning: online first, nearest to the kitchen first, with their open jobs and when they were last seen',
      access: [...backOffice],
      response: DispatchDriverList,
    },
    async () => ({ drivers: await dispatch.drivers() }),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/orders/:id/assign',
      tags,
      summary:
        'Gives a preparing or ready delivery order to an approved, online driver (driverId null takes it back); withdraws any open offer',
      access: [...backOffice],
      params: IdParam,
      body: AssignDriverInput,
      response: OrderResponse,
      errors: {
        404: 'No such order or driver',
        409: 'A bar order, an order already on its way or done, a driver offline, not approved or already carrying the most orders, or an order whose driver changed meanwhile',
      },
    },
    async ({ params, body }) => ({
      order: await dispatch.assign(params.id, body.driverId, body.expectedDriverId),
    }),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/orders/:id/delivery-photo',
      tags,
      summary: 'The photo a driver took when the customer could not be reached (image/jpeg)',
      access: [...backOffice],
      params: IdParam,
      errors: { 404: 'The order has no delivery photo' },
    },
    async ({ params, res }) => {
      const photo = await deliveries.photo(params.id);
      res.type(photo.contentType).send(photo.image);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/dispatch/settings',
      tags,
      summary: 'Whether ready delivery orders are offered to drivers automatically',
      access: [...backOffice],
      response: DispatchSettings,
    },
    () => dispatch.settings(),
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/dispatch/settings',
      tags,
      summary:
        'Switches automatic offers on or off (a store setting: admins only). Off, the kitchen assigns',
      access: ['admin'],
      body: DispatchSettings,
      response: DispatchSettings,
    },
    ({ body }) => dispatch.changeSettings(body),
  );

  return router;
}
