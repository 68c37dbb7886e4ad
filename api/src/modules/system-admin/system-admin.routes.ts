import { Router } from 'express';
import {
  EmailDeliveries,
  EmailTestQueued,
  EmailTestRequest,
  GeolocationLookupRequest,
  GeolocationLookupResult,
  GeolocationStatus,
  PaymentSettings,
  ReconcileReport,
  sectionAccess,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import { createSystemAdminService, type SystemAdminDeps } from './system-admin.service';

/** Payment settings, e-mail test and geolocation: the back office's admin-only system screens. */
export function systemAdminRoutes(deps: SystemAdminDeps): Router {
  const service = createSystemAdminService(deps);
  const router = Router();
  const tags = ['admin', 'system'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/payment-settings',
      tags,
      summary:
        'The payment provider in use, which keys are set (never their values), the last webhook',
      access: sectionAccess('payment-settings'),
      response: PaymentSettings,
    },
    () => service.paymentSettings(),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/payment-settings/reconcile',
      tags,
      summary: 'Check unsettled payments with the provider now',
      access: sectionAccess('payment-settings'),
      response: ReconcileReport,
    },
    ({ auth }) => service.reconcileNow(auth!),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/email-test',
      tags,
      summary: 'Queue a test e-mail to an address',
      access: sectionAccess('email-test'),
      body: EmailTestRequest,
      status: 202,
      response: EmailTestQueued,
    },
    ({ body, auth }) => service.sendTestEmail(body.to, auth!),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/email-deliveries',
      tags,
      summary: 'The last 20 e-mails the shop sent or is sending, newest first',
      access: sectionAccess('email-test'),
      response: EmailDeliveries,
    },
    () => service.recentDeliveries(),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/geolocation',
      tags,
      summary: 'The geocoder in use and its circuit state',
      access: sectionAccess('geolocation'),
      response: GeolocationStatus,
    },
    () => service.geolocationStatus(),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/geolocation/lookup',
      tags,
      summary: 'Look an address up with the geocoder in use',
      access: sectionAccess('geolocation'),
      body: GeolocationLookupRequest,
      response: GeolocationLookupResult,
    },
    ({ body }) => service.lookup(body.address),
  );

  return router;
}
