import { Router } from 'express';
import { ContactInput, ContactResponse } from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import { receiveContactMessage } from './contact.service';

export interface ContactRoutesDeps {
  db: Db;
  /** Asks the outbox relay to forward the message now rather than at its next poll. */
  kickRelay: () => void;
}

export function contactRoutes({ db, kickRelay }: ContactRoutesDeps): Router {
  const router = Router();

  defineRoute(
    router,
    {
      method: 'post',
      path: '/contact',
      tags: ['contact'],
      summary: 'Send a message to the shop through the contact form',
      access: 'public',
      body: ContactInput,
      response: ContactResponse,
    },
    async ({ body }) => {
      await receiveContactMessage(db, body);
      kickRelay();
      return { success: true, message: 'Message sent' } satisfies ContactResponse;
    },
  );

  return router;
}
