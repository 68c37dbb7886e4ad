import { Router } from 'express';
import { z } from 'zod';
import { PageParam, PageTexts, PageTextsUpdate, Review, Settings } from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import { sendCachedBody } from '../../shared/cache/cached-json';
import type { ContentService } from './content.service';

export function contentRoutes(content: ContentService): Router {
  const router = Router();
  const tags = ['content'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/page-texts/:page',
      tags,
      summary: "A page's editable texts, key to text; a page without texts is {}",
      access: 'public',
      params: PageParam,
      response: PageTexts,
    },
    async ({ params, req, res }) =>
      sendCachedBody(req, res, await content.pageTextsBody(params.page)),
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/admin/page-texts/:page',
      tags: ['content', 'admin'],
      summary: "Set some of a page's texts; answers all of them",
      access: ['admin'],
      params: PageParam,
      body: PageTextsUpdate,
      response: PageTexts,
    },
    ({ params, body }) => content.updatePageTexts(params.page, body),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/reviews',
      tags,
      summary: 'Customer reviews, newest first',
      access: 'public',
      response: z.array(Review),
    },
    ({ req, res }) => content.reviews.send(req, res),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/settings',
      tags,
      summary: "The shop's address, phone, e-mail and opening hours (JSON text)",
      access: 'public',
      response: Settings,
    },
    ({ req, res }) => content.settings.send(req, res),
  );

  return router;
}
