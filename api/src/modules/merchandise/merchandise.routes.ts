import { Router } from 'express';
import { z } from 'zod';
import { MerchandiseItem } from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import type { MerchandiseService } from './merchandise.service';

export function merchandiseRoutes(merchandise: MerchandiseService): Router {
  const router = Router();

  defineRoute(
    router,
    {
      method: 'get',
      path: '/merchandise',
      tags: ['merchandise'],
      summary: 'Merchandise on sale, each with its category',
      access: 'public',
      response: z.array(MerchandiseItem),
    },
    ({ req, res }) => merchandise.items.send(req, res),
  );

  return router;
}
