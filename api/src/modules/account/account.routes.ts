import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  AccountDeleteInput,
  AccountExport,
  CustomerEraseInput,
  EmailChangeInput,
  EmailConfirmInput,
  IdParam,
  MessageResponse,
  PasswordChangeInput,
  PROFILE_IMAGE_MAX_BYTES,
  Profile,
  ProfileUpdate,
  sectionAccess,
} from '@shop/contracts';
import { assertAccess, defineRoute } from '../../shared/http/route';
import { errorBody, unprocessable } from '../../shared/errors/app-error';
import type { SessionCookie } from '../auth';
import type { AccountService } from './account.service';
import { declaresNonImage } from '../../shared/images/media-store';

export interface AccountRoutesDeps {
  account: AccountService;
  cookie: SessionCookie;
}

/** The export as a file the browser saves rather than shows. */
function asDownload(res: express.Response, userId: number) {
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="italieno-account-${userId}-${day}.json"`,
  );
}

export function accountRoutes({ account, cookie }: AccountRoutesDeps): Router {
  const router = Router();
  const tags = ['account'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/account/profile',
      tags,
      summary: 'The signed-in user’s profile and preferences',
      access: 'authenticated',
      response: Profile,
    },
    ({ auth }) => account.profile(auth!.user.id),
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/account/profile',
      tags,
      summary: 'Full name, phone, language and which optional status e-mails to receive',
      access: 'authenticated',
      body: ProfileUpdate,
      response: Profile,
    },
    ({ auth, body }) => account.update(auth!.user.id, body),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/account/email',
      tags,
      summary:
        'Change the e-mail address: the password is required, and the address changes when the link sent to it is opened (24 hours)',
      access: 'authenticated',
      body: EmailChangeInput,
      response: Profile,
      errors: { 409: 'The address belongs to another account' },
    },
    ({ auth, body }) => account.requestEmailChange(auth!, body),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/account/email/confirm',
      tags,
      summary: 'Confirm a new e-mail address with the token from the link sent to it',
      access: 'public',
      body: EmailConfirmInput,
      response: MessageResponse.extend({ email: z.string() }),
      errors: { 409: 'The address belongs to another account meanwhile' },
    },
    ({ body }) => account.confirmEmailChange(body.token),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/account/password',
      tags,
      summary: 'Change the password (the current one required); every other session ends',
      access: 'authenticated',
      body: PasswordChangeInput,
      response: MessageResponse,
    },
    async ({ auth, body }) => {
      await account.changePassword(auth!, body);
      return { message: 'Your password has been changed' };
    },
  );

  // The image comes as the request body itself (Content-Type image/*), read only once the
  // caller is known to be signed in, so nobody else can make the api buffer 5 MB.
  const raw = express.raw({ type: () => true, limit: PROFILE_IMAGE_MAX_BYTES }) as RequestHandler;
  const imageBody: RequestHandler[] = [
    (req, _res, next) => {
      assertAccess('authenticated', req.auth);
      if (declaresNonImage(req)) throw unprocessable('image_unreadable');
      next();
    },
    (req, res, next) => {
      raw(req, res, (err?: unknown) => {
        if ((err as { type?: string } | undefined)?.type === 'entity.too.large') {
          res.status(413).json(errorBody('invalid_data', 'image_too_large'));
          return;
        }
        next(err);
      });
    },
  ];
  router.put('/account/profile-image', ...imageBody);
  defineRoute(
    router,
    {
      method: 'put',
      path: '/account/profile-image',
      tags,
      summary:
        'Set the profile image: the request body is the image (JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 5 MB), checked by its content and stored as a 256 px square WebP',
      access: 'authenticated',
      response: Profile,
      errors: { 413: 'The image is larger than 5 MB', 422: 'The body is not a readable image' },
    },
    ({ auth, req }) =>
      account.setImage(auth!.user.id, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)),
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/account/profile-image',
      tags,
      summary: 'Remove the profile image (the avatar shows the initials again)',
      access: 'authenticated',
      response: Profile,
    },
    ({ auth }) => account.removeImage(auth!.user.id),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/account/export',
      tags,
      summary:
        'Download my data (account, addresses, orders with lines, notifications) as a JSON file; an e-mail confirms it',
      access: 'authenticated',
      response: AccountExport,
    },
    async ({ auth, res }) => {
      const data = await account.exportOwn(auth!);
      asDownload(res, auth!.user.id);
      return data;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/account/delete',
      tags,
      summary:
        'Delete my account (password required): personal data erased, orders kept for the books without the person, every session ended; an e-mail confirms it',
      access: 'authenticated',
      body: AccountDeleteInput,
      response: MessageResponse,
      errors: { 403: 'Only customer accounts can delete themselves' },
    },
    async ({ auth, body, res }) => {
      await account.deleteOwn(auth!, body.password);
      cookie.clear(res);
      return { message: 'Your account has been deleted' };
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/customers/:id/export',
      tags: ['admin'],
      summary: 'Download a customer’s data as a JSON file (as their own export); audited',
      access: sectionAccess('customers'),
      params: IdParam,
      response: AccountExport,
      errors: { 404: 'No such customer' },
    },
    async ({ auth, params, res }) => {
      const data = await account.exportCustomer(auth!, params.id);
      asDownload(res, params.id);
      return data;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/customers/:id/erase',
      tags: ['admin'],
      summary:
        'Erase a customer’s account and personal data (orders kept without the person); audited',
      access: sectionAccess('customers'),
      params: IdParam,
      body: CustomerEraseInput,
      response: MessageResponse,
      errors: { 404: 'No such customer' },
    },
    async ({ auth, params }) => {
      await account.eraseCustomer(auth!, params.id);
      return { message: 'The customer’s account has been erased' };
    },
  );

  return router;
}
