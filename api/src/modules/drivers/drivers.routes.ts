import { Router } from 'express';
import { DriverRegisterInput, DriverSession, LoginInput, MessageResponse } from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import type { Db } from '../../db/client';
import {
  type SessionCookie,
  type AuthRateLimits,
  signIn,
  deleteSession,
  replaceSession,
} from '../auth';
import { driverProfile, registerDriver } from './drivers.service';
import { signatureEvidence } from './driver-accounts.routes';

export interface DriverRoutesDeps {
  db: Db;
  cookie: SessionCookie;
  limits: AuthRateLimits;
}

/** The driver portal's account calls. The portal sends its token as `Authorization: Bearer`. */
export function driverRoutes({ db, cookie, limits }: DriverRoutesDeps): Router {
  const router = Router();
  const tags = ['drivers'];

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/register',
      tags,
      summary: 'Apply as a driver: creates the account, inactive until an admin approves it',
      access: 'public',
      body: DriverRegisterInput,
      status: 201,
      response: DriverSession,
      errors: {
        409: 'Username or e-mail address already registered, or the agreement changed',
        429: 'Too many registrations from this address',
      },
    },
    async ({ body, req }) => {
      await limits.registration(req.ip);
      return registerDriver(db, body, signatureEvidence(req));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/login',
      tags,
      summary: 'Driver sign-in with username (or e-mail) and password',
      access: 'public',
      body: LoginInput,
      response: DriverSession,
      errors: {
        401: 'Unknown username or wrong password',
        403: 'Not a driver account',
        429: 'Too many failed attempts',
      },
    },
    async ({ body, auth, req, res }) => {
      const user = await signIn(db, limits, req.ip, body);
      const driver = await driverProfile(db, user);
      const { token } = await replaceSession(db, user.id, auth?.sessionId);
      cookie.set(res, token);
      return { token, user, driver } satisfies DriverSession;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/driver/me',
      tags,
      summary: 'The signed-in driver: account and driver profile',
      access: ['driver'],
      response: DriverSession,
    },
    async ({ auth }) => {
      const user = auth!.user;
      return { user, driver: await driverProfile(db, user) } satisfies DriverSession;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/logout',
      tags,
      summary: "Sign out the driver's session",
      access: ['driver'],
      response: MessageResponse,
    },
    async ({ auth, res }) => {
      await deleteSession(db, auth!.sessionId);
      cookie.clear(res);
      return { message: 'Logged out' };
    },
  );

  return router;
}
