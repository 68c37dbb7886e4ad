import { Router } from 'express';
import { OrderingStatus, OrderingStatusUpdate } from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import type { OrderingService } from './ordering.service';

export function orderingRoutes(ordering: OrderingService): Router {
  const router = Router();

  defineRoute(
    router,
    {
      method: 'get',
      path: '/ordering-status',
      tags: ['ordering'],
      summary: 'The four ordering switches',
      access: 'public',
      response: OrderingStatus,
    },
    ({ req, res }) => ordering.status.send(req, res),
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/admin/ordering-status',
      tags: ['ordering', 'admin'],
      summary: 'Turn online ordering, or one service, on or off',
      access: ['staff', 'admin'],
      body: OrderingStatusUpdate,
      response: OrderingStatus,
    },
    ({ body, auth }) => ordering.update(body, auth!),
  );

  return router;
}
