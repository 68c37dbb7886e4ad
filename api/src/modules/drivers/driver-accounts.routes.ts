import { Router, type Request } from 'express';
import {
  AdminDriver,
  AdminDriverList,
  AdminDriverUpdate,
  ChangePasswordInput,
  Driver,
  DriverAgreementStatus,
  DriverProfileInput,
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordInput,
  IdParam,
  MessageResponse,
  ResetPasswordInput,
  SignAgreementInput,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import type { SessionCookie, AuthRateLimits } from '../auth';
import type { SignatureEvidence } from './agreement';
import {
  agreementStatus,
  changePassword,
  listDriversForAdmin,
  setDriverActive,
  type OpenJobOf,
  signAgreement,
  updateDriverProfile,
} from './driver-accounts.service';
import { FORGOT_PASSWORD_MIN_MS, requestPasswordReset, resetPassword } from './password-reset';

export interface DriverAccountRoutesDeps {
  db: Db;
  cookie: SessionCookie;
  limits: AuthRateLimits;
  /** Asks the outbox relay to publish now (the reset e-mail, a shift ended by deactivation). */
  kickRelay: () => void;
  /** The orders module's check that a driver carries no open order before deactivation. */
  openJobOf: OpenJobOf;
}

export const PASSWORD_RESET_DONE = 'Your password has been changed. Please log in with it.';
export const PASSWORD_CHANGED =
  'Your password has been changed. You have been signed out on your other devices.';

/** The client address and browser a signature came from, as the server saw them. */
export function signatureEvidence(req: Request): SignatureEvidence {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The driver's account beyond signing in: the agreement, the profile, the password and its
 * reset; and the admin's activation of drivers.
 */
export function driverAccountRoutes({
  db,
  cookie,
  limits,
  kickRelay,
  openJobOf,
}: DriverAccountRoutesDeps) {
  const router = Router();
  const tags = ['drivers'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/driver/agreement',
      tags,
      summary: 'The current driver agreement and what this driver signed',
      access: ['driver'],
      response: DriverAgreementStatus,
    },
    ({ auth }) => agreementStatus(db, auth!.user),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/agreement',
      tags,
      summary: 'Sign the current driver agreement (after a new version)',
      access: ['driver'],
      body: SignAgreementInput,
      response: DriverAgreementStatus,
      errors: { 409: 'The agreement changed since the page was opened' },
    },
    ({ auth, body, req }) => signAgreement(db, auth!.user, body, signatureEvidence(req)),
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/driver/profile',
      tags,
      summary: "Change the driver's phone, vehicle type and licence plate",
      access: ['driver'],
      body: DriverProfileInput,
      response: Driver,
    },
    ({ auth, body }) => updateDriverProfile(db, auth!.user, body),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/password',
      tags,
      summary: "Change the driver's password; their other sessions end",
      access: ['driver'],
      body: ChangePasswordInput,
      response: MessageResponse,
      errors: { 429: 'Too many wrong current passwords' },
    },
    async ({ auth, body, req }) => {
      await changePassword(db, limits, req.ip, auth!.user, auth!.sessionId, body);
      return { message: PASSWORD_CHANGED } satisfies MessageResponse;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/forgot-password',
      tags,
      summary: 'E-mail a single-use reset link, valid one hour; the same answer for every address',
      access: 'public',
      body: ForgotPasswordInput,
      response: MessageResponse,
      errors: { 429: 'Too many requests from this address or for this e-mail address' },
    },
    async ({ body, req }) => {
      await limits.resetRequest(req.ip, body.email);
      const started = Date.now();
      if (await requestPasswordReset(db, body.email)) kickRelay();
      await wait(FORGOT_PASSWORD_MIN_MS - (Date.now() - started));
      return { message: FORGOT_PASSWORD_ANSWER } satisfies MessageResponse;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/driver/reset-password',
      tags,
      summary: "Set a new password with a reset link's token; every session of the account ends",
      access: 'public',
      body: ResetPasswordInput,
      response: MessageResponse,
      errors: { 429: 'Too many attempts from this address' },
    },
    async ({ body, req, res }) => {
      await limits.reset(req.ip);
      await resetPassword(db, body.token, body.password);
      cookie.clear(res);
      return { message: PASSWORD_RESET_DONE } satisfies MessageResponse;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/drivers',
      tags,
      summary: 'Every driver with status and the evidence of their signed agreement',
      access: ['admin'],
      response: AdminDriverList,
    },
    async () => ({ drivers: await listDriversForAdmin(db) }) satisfies AdminDriverList,
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/admin/drivers/:id',
      tags,
      summary: 'Activate or deactivate a driver; a deactivated driver goes offline',
      access: ['admin'],
      params: IdParam,
      body: AdminDriverUpdate,
      response: AdminDriver,
      errors: { 404: 'No such driver', 409: 'The driver is on a job' },
    },
    async ({ params, body, auth }) => {
      await setDriverActive(db, auth!, params.id, body.isActive, openJobOf);
      kickRelay();
      const [driver] = await listDriversForAdmin(db, params.id);
      return driver;
    },
  );

  return router;
}
