import { Router } from 'express';
import {
  AdminLoginInput,
  BACK_OFFICE_ROLES,
  LoginInput,
  LoginResponse,
  MessageResponse,
  RegisterInput,
  User,
  apiMessage,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import { forbidden } from '../../shared/errors/app-error';
import type { Db } from '../../db/client';
import type { SessionCookie } from './cookies';
import type { AuthRateLimits } from './rate-limits';
import { createUser, signIn } from './auth.service';
import { deleteSession, replaceSession } from './sessions';

export interface AuthRoutesDeps {
  db: Db;
  cookie: SessionCookie;
  limits: AuthRateLimits;
  /** The account module keeps the language chosen at registration (its profile row). */
  saveLanguage: (db: Db, userId: number, language: 'en' | 'nl') => Promise<void>;
}

export function authRoutes({ db, cookie, limits, saveLanguage }: AuthRoutesDeps): Router {
  const router = Router();
  const tags = ['auth'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/user',
      tags,
      summary: 'The signed-in user',
      access: 'authenticated',
      response: User,
    },
    ({ auth }) => auth!.user,
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/login',
      tags,
      summary: 'Sign in with username (or e-mail) and password',
      access: 'public',
      body: LoginInput,
      response: LoginResponse,
      errors: { 401: 'Unknown username or wrong password', 429: 'Too many failed attempts' },
    },
    async ({ body, auth, req, res }) => {
      const user = await signIn(db, limits, req.ip, body);
      const { token } = await replaceSession(db, user.id, auth?.sessionId);
      cookie.set(res, token);
      return { ...user, token, message: 'Login successful' } satisfies LoginResponse;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/login',
      tags,
      summary: 'Back-office sign-in: admins and staff only',
      access: 'public',
      body: AdminLoginInput,
      response: LoginResponse,
      errors: {
        401: 'Unknown username or wrong password',
        403: 'Not an admin or staff account',
        429: 'Too many failed attempts',
      },
    },
    async ({ body, auth, req, res }) => {
      const user = await signIn(db, limits, req.ip, body);
      if (!(BACK_OFFICE_ROLES as readonly string[]).includes(user.role)) {
        throw forbidden(apiMessage('not_admin', { role: user.role }));
      }
      const { token } = await replaceSession(db, user.id, auth?.sessionId);
      cookie.set(res, token);
      return { ...user, token, message: 'Login successful' } satisfies LoginResponse;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/register',
      tags,
      summary: 'Create a customer account and sign in',
      access: 'public',
      body: RegisterInput,
      status: 201,
      response: LoginResponse,
      errors: {
        409: 'Username or e-mail address already registered',
        429: 'Too many registrations from this address',
      },
    },
    async ({ body, auth, req, res }) => {
      await limits.registration(req.ip);
      // Self-registration always creates a customer, whatever the body says.
      const user = await createUser(db, body, 'customer');
      if (body.language) {
        await saveLanguage(db, user.id, body.language);
      }
      const { token } = await replaceSession(db, user.id, auth?.sessionId);
      cookie.set(res, token);
      return { ...user, token, message: 'Registration successful' } satisfies LoginResponse;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/logout',
      tags,
      summary: 'Sign out this session',
      access: 'public',
      response: MessageResponse,
    },
    async ({ auth, res }) => {
      if (auth) await deleteSession(db, auth.sessionId);
      cookie.clear(res);
      return { message: 'Logged out' };
    },
  );

  return router;
}
