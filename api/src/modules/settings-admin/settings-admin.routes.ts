import { Router } from 'express';
import {
  StoreSettings,
  StoreSettingsUpdate,
  SwitchExpiryUpdate,
  SwitchParam,
  SwitchState,
  SwitchStates,
  sectionAccess,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import { readSwitchStates, type StoreSettingsService } from './store-settings.service';
import type { Db } from '../../db/client';

/** The store settings screen: opening hours and exceptions, the switches' pauses, capacity. */
export function settingsAdminRoutes(db: Db, store: StoreSettingsService): Router {
  const router = Router();
  const tags = ['admin', 'store-settings'];
  const access = sectionAccess('store-settings');

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/store-settings',
      tags,
      summary: 'Opening hours, exceptions, ordering switches with their pauses, kitchen capacity',
      access,
      response: StoreSettings,
    },
    () => store.read(),
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/admin/store-settings',
      tags,
      summary: 'Change the opening hours, exceptions, closing rule and kitchen capacity',
      access,
      body: StoreSettingsUpdate,
      response: StoreSettings,
    },
    ({ body, auth }) => store.update(body, auth!),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/ordering-switches',
      tags,
      summary: 'The ordering switches with who set them, when, and until when a pause lasts',
      access,
      response: SwitchStates,
    },
    async () => ({ switches: await readSwitchStates(db) }),
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/admin/ordering-switches/:name/expiry',
      tags,
      summary: 'Change when a paused switch turns itself back on (null: never by itself)',
      access,
      params: SwitchParam,
      body: SwitchExpiryUpdate,
      response: SwitchState,
    },
    ({ params, body, auth }) =>
      store.setExpiry(params.name, body.until ? new Date(body.until) : null, auth!),
  );

  return router;
}
