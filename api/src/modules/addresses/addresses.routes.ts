import { Router } from 'express';
import { z } from 'zod';
import {
  Address,
  GuestSessionInput,
  GuestSessionResponse,
  IdParam,
  MessageResponse,
  SaveAddressInput,
} from '@shop/contracts';
import type { GuestSessions } from '../../shared/http/guest-session';
import { defineRoute } from '../../shared/http/route';
import type { Db } from '../../db/client';
import type { AddressService } from './addresses.service';
import { saveGuestSession } from './guest-sessions';

export interface AddressRoutesDeps {
  db: Db;
  addresses: AddressService;
  guests: GuestSessions;
}

/** Saved addresses of the signed-in user, and the guest checkout details. */
export function addressRoutes({ db, addresses, guests }: AddressRoutesDeps): Router {
  const router = Router();
  const tags = ['addresses'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/addresses',
      tags,
      summary: 'My saved addresses, the default first',
      access: 'authenticated',
      response: z.array(Address),
    },
    ({ auth }) => addresses.list(auth!.user.id),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/addresses/default',
      tags,
      summary: 'My default address, or null when I have saved none',
      access: 'authenticated',
      response: Address.nullable(),
    },
    ({ auth }) => addresses.findDefault(auth!.user.id),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/addresses',
      tags,
      summary:
        'Save an address (the address form, or the location flow short form; userId is ignored)',
      access: 'authenticated',
      body: SaveAddressInput,
      status: 201,
      response: Address,
      errors: { 409: 'The address book is full' },
    },
    ({ auth, body }) => addresses.create(auth!.user.id, body),
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/addresses/:id/default',
      tags,
      summary: 'Make one of my addresses the default',
      access: 'authenticated',
      params: IdParam,
      response: Address,
      errors: { 404: 'Not one of my addresses' },
    },
    ({ auth, params }) => addresses.setDefault(auth!.user.id, params.id),
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/addresses/:id',
      tags,
      summary: 'Delete one of my addresses (a deleted default passes to the newest other one)',
      access: 'authenticated',
      params: IdParam,
      response: MessageResponse,
      errors: { 404: 'Not one of my addresses' },
    },
    async ({ auth, params }) => {
      await addresses.remove(auth!.user.id, params.id);
      return { message: 'Address deleted' };
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/guest-session',
      tags: ['checkout'],
      summary: "Store a guest's contact and address under this browser's guest cookie",
      access: 'public',
      body: GuestSessionInput,
      response: GuestSessionResponse,
    },
    async ({ body, req, res }) => {
      const session = await saveGuestSession(db, guests.ensure(req, res), body);
      return { ok: true, guestSessionId: session.id } satisfies GuestSessionResponse;
    },
  );

  return router;
}
