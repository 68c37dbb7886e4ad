import { Router } from 'express';
import { z } from 'zod';
import {
  Category,
  ComboDrink,
  ComboSandwich,
  ComboSauce,
  IdParam,
  MenuItem,
  MenuResponse,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import { sendCachedBody } from '../../shared/cache/cached-json';
import type { MenuService } from './menu.service';

export function menuRoutes(menu: MenuService): Router {
  const router = Router();
  const tags = ['menu'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/menu',
      tags,
      summary: 'The menu: displayable items in menu order, and the featured ones',
      access: 'public',
      response: MenuResponse,
    },
    ({ req, res }) => menu.menu.send(req, res),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/menu/recommendations',
      tags,
      summary: 'The featured items',
      access: 'public',
      response: z.array(MenuItem),
    },
    ({ req, res }) => menu.recommendations.send(req, res),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/menu/:id',
      tags,
      summary: 'One displayable menu item',
      access: 'public',
      params: IdParam,
      response: MenuItem,
      errors: { 404: 'Menu item not found' },
    },
    async ({ params, req, res }) => sendCachedBody(req, res, await menu.menuItemBody(params.id)),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/categories',
      tags,
      summary: 'Menu categories: Sandwiches, Drinks, then by sort order',
      access: 'public',
      response: z.array(Category),
    },
    ({ req, res }) => menu.categories.send(req, res),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/combo/drinks',
      tags,
      summary: 'Drinks for a combo meal; price is the surcharge in euros',
      access: 'public',
      response: z.array(ComboDrink),
    },
    ({ req, res }) => menu.comboDrinks.send(req, res),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/combo/sauces',
      tags,
      summary: 'Sauces for a combo meal',
      access: 'public',
      response: z.array(ComboSauce),
    },
    ({ req, res }) => menu.comboSauces.send(req, res),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/combo/sandwiches',
      tags,
      summary: 'Sandwiches for a combo meal',
      access: 'public',
      response: z.array(ComboSandwich),
    },
    ({ req, res }) => menu.comboSandwiches.send(req, res),
  );

  return router;
}
