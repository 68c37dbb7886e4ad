import { Router } from 'express';
import { ContactInput, ContactResponse } from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import type { AddressLimit } from '../auth';
import { receiveContactMessage } from './contact.service';

export interface ContactRoutesDeps {
  db: Db;
  /** Asks the outbox relay to forward the message now rather than at its next poll. */
  kickRelay: () => void;
  /** Messages per client address: each one is an e-mail to the shop. */
  limit: AddressLimit;
}

export function contactRoutes({ db, kickRelay, limit }: ContactRoutesDeps): Router {
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
      errors: { 429: 'Too many messages from this address' },
    },
    async ({ body, req }) => {
      // Counted once the form is valid: a typo the customer corrects costs nothing.
      await limit(req.ip);
      await receiveContactMessage(db, body);
      kickRelay();
      return { success: true, message: 'Message sent' } satisfies ContactResponse;
    },
  );

  return router;
}
